/**
 * Email addresses of one run of a test file, `<prefix><label>.<run>.<n>@example.co.za` numbered
 * from 1, so no two tests, runs or files ever share an account or a rate limit.
 */
export function uniqueEmails(run: string, prefix = ''): (label: string) => string {
  let counter = 0
  return (label) => `${prefix}${label}.${run}.${(counter += 1)}@example.co.za`
}
