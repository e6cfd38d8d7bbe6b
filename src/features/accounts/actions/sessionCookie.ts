import 'server-only'

import { cookies } from 'next/headers'
import type { Payload } from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'

/** What payload/shared's cookie helpers return with `returnCookieAsObject: true`. */
type CookieObject = {
  name: string
  value?: string
  domain?: string
  expires?: string
  path?: string
  sameSite?: 'Lax' | 'None' | 'Strict'
  secure?: boolean
}

async function writeCookie(cookie: CookieObject): Promise<void> {
  const store = await cookies()
  store.set(cookie.name, cookie.value ?? '', {
    domain: cookie.domain,
    expires: cookie.expires ? new Date(cookie.expires) : undefined,
    httpOnly: true,
    path: cookie.path ?? '/',
    sameSite: cookie.sameSite
      ? (cookie.sameSite.toLowerCase() as 'lax' | 'strict' | 'none')
      : undefined,
    secure: cookie.secure,
  })
}

/** The same HTTP-only session cookie Payload's own login sets, for a token from `payload.login`. */
export function setSessionCookie(payload: Payload, token: string): Promise<void> {
  return writeCookie(
    generatePayloadCookie({
      collectionAuthConfig: payload.collections.users.config.auth,
      cookiePrefix: payload.config.cookiePrefix,
      returnCookieAsObject: true,
      token,
    }),
  )
}

export function clearSessionCookie(payload: Payload): Promise<void> {
  return writeCookie(
    generateExpiredPayloadCookie({
      collectionAuthConfig: payload.collections.users.config.auth,
      cookiePrefix: payload.config.cookiePrefix,
      returnCookieAsObject: true,
    }),
  )
}
