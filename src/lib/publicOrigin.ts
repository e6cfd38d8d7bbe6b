/**
 * The site's public origin: NEXT_PUBLIC_SERVER_URL when set (production sets it), otherwise this
 * machine on the port the server listens on, so `PORT=3001 npm run dev` accepts its own session
 * cookie (Payload's CSRF allowlist) and links to itself.
 */
export function publicOrigin(vars: Record<string, string | undefined>): string {
  const configured = vars.NEXT_PUBLIC_SERVER_URL?.trim()
  if (configured) return configured.replace(/\/+$/, '')
  const port = Number(vars.PORT)
  return `http://localhost:${Number.isInteger(port) && port > 0 ? port : 3000}`
}
