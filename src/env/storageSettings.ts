/** S3 storage when all five variables are set; some but not all is refused, or files would silently stay on one disk. */
export const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const

export type S3Settings = {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
}

export function s3Settings(vars: Readonly<Record<string, string | undefined>>): S3Settings | null {
  const set = S3_VARIABLES.filter((name) => vars[name]?.trim())
  if (set.length === 0) return null
  if (set.length < S3_VARIABLES.length) {
    const missing = S3_VARIABLES.filter((name) => !set.includes(name))
    throw new Error(
      `S3 storage needs all of ${S3_VARIABLES.join(', ')}; missing ${missing.join(', ')}. See .env.example.`,
    )
  }
  const value = (name: (typeof S3_VARIABLES)[number]) => (vars[name] ?? '').trim()
  return {
    endpoint: value('S3_ENDPOINT'),
    bucket: value('S3_BUCKET'),
    region: value('S3_REGION'),
    accessKeyId: value('S3_ACCESS_KEY_ID'),
    secretAccessKey: value('S3_SECRET_ACCESS_KEY'),
  }
}
