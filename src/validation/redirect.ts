import * as z from './zod'

import { REDIRECT_FROM_INVALID, REDIRECT_URL_INVALID } from './messages'

const MAX_PATH_LENGTH = 300

/** Paths the site's pages never use: the admin, the API and Next's own files are not redirected. */
const RESERVED_PREFIXES = [
  '/admin',
  '/api',
  '/forms',
  '/portal-api',
  '/_next',
  '/next',
  '/healthz',
  '/share',
]

/** One path on this site: a single leading slash (// would name another host), no query or fragment. */
const SITE_PATH = /^\/(?!\/)[^\s?#\\]*$/

const isReserved = (path: string) =>
  RESERVED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))

/** The form the proxy looks paths up in: no trailing slash (Next removes it from requests too). */
export const normalizeRedirectPath = (path: string): string =>
  path.length > 1 ? path.replace(/\/+$/, '') || '/' : path

export const redirectFromSchema = z
  .string()
  .trim()
  .max(MAX_PATH_LENGTH, REDIRECT_FROM_INVALID)
  .regex(SITE_PATH, REDIRECT_FROM_INVALID)
  .refine((path) => !isReserved(path), REDIRECT_FROM_INVALID)
  .transform(normalizeRedirectPath)

/** A typed target: a path on this site, or an absolute http(s) address that staff typed in. */
export const redirectUrlSchema = z
  .string()
  .trim()
  .max(MAX_PATH_LENGTH * 2, REDIRECT_URL_INVALID)
  .refine((url) => SITE_PATH.test(url) || isAbsoluteWebAddress(url), REDIRECT_URL_INVALID)

function isAbsoluteWebAddress(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname)
  } catch {
    return false
  }
}

/** A target on this site (as opposed to another host). */
export const isSitePath = (target: string): boolean => SITE_PATH.test(target)
