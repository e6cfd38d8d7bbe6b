/** The id of a relationship value, whether Payload returned the id or the document. */
export const refId = (ref: string | { id: string } | null | undefined): string | undefined =>
  (typeof ref === 'string' ? ref : ref?.id) || undefined
