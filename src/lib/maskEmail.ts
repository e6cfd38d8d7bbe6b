/**
 * Masks an email for logs as the spec's submit routine does: the first two characters of the
 * local part, '***', then the domain ('jo***@example.com'). The domain stays readable because it
 * is useful when tracing abuse and says little about the person.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at === -1) return `${email.slice(0, 2)}***`
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`
}
