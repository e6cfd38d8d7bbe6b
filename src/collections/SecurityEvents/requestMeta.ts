import { clientAddress } from '@/lib/clientAddress'

export type RequestMeta = { ip: string | null; userAgent: string | null }

/** Who sent a request, as far as the log can tell: the address and the user agent. */
export function requestMeta(headers: Headers | undefined | null): RequestMeta {
  if (!headers) return { ip: null, userAgent: null }
  return { ip: clientAddress(headers), userAgent: headers.get('user-agent') }
}
