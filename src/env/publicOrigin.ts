/** NEXT_PUBLIC_SERVER_URL, else this machine on its own port, so Payload's CSRF allowlist accepts its own cookie. */
export function publicOrigin(vars: Record<string, string | undefined>): string {
  const configured = vars.NEXT_PUBLIC_SERVER_URL?.trim()
  if (configured) return configured.replace(/\/+$/, '')
  const port = Number(vars.PORT)
  return `http://localhost:${Number.isInteger(port) && port > 0 ? port : 3000}`
}
