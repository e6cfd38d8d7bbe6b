import 'server-only'

import { headers } from 'next/headers'
import type { Payload, TypedUser } from 'payload'

import { getPayloadClient } from '@/data/payload'

export type PortalSession = { payload: Payload; user: TypedUser | null; headers: Headers }

/**
 * The signed-in user, read from the HTTP-only session cookie by Payload on every request, so a
 * reload keeps the session and nothing about it lives in the browser's storage. A token whose
 * session was ended by Sign Out reads as nobody.
 */
export async function getPortalSession(): Promise<PortalSession> {
  const payload = await getPayloadClient()
  const requestHeaders = new Headers(await headers())
  const { user } = await payload.auth({ headers: requestHeaders })
  return { payload, user, headers: requestHeaders }
}

/**
 * The portal's required role. The spec's guard lets any signed-in user in unless a role is
 * required; the dashboard is a client's own workspace, so it requires 'client' and staff get
 * 'Access Denied' (they manage every client's work in the admin panel instead).
 */
export const PORTAL_ROLE = 'client'

export const hasPortalRole = (user: TypedUser | null): user is TypedUser => user?.role === PORTAL_ROLE
