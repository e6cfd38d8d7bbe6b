/** The first server message for each field the form knows, so it shows under that field. */
export function serverFieldErrors<N extends string>(
  fieldErrors: Partial<Record<string, readonly string[] | undefined>> | undefined,
  names: readonly N[],
): [N, string][] {
  const known = names as readonly string[]
  return Object.entries(fieldErrors ?? {}).flatMap(([field, list]) =>
    known.includes(field) && list?.[0] ? [[field as N, list[0]] as [N, string]] : [],
  )
}

/**
 * A refused action shown on its form: each field the form knows gets its first message beside it.
 * Returns the message for above the form.
 */
export function showRefusal<N extends string>(
  result: { message: string; fieldErrors?: Partial<Record<string, readonly string[] | undefined>> },
  names: readonly N[],
  setError: (name: N, error: { message: string }) => void,
): string {
  for (const [field, message] of serverFieldErrors(result.fieldErrors, names))
    setError(field, { message })
  return result.message
}
