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
