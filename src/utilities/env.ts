/**
 * Environment read in one place. Development gets safe defaults; production refuses to
 * start without the values that must never be defaults.
 */
const isProduction = process.env.NODE_ENV === 'production'

const DEV_SECRET = 'dev-only-secret-change-me-0123456789abcdef'

function required(name: string, devDefault: string): string {
  const value = process.env[name]
  if (value) return value
  if (isProduction && process.env.NEXT_PHASE !== 'phase-production-build') {
    throw new Error(`${name} must be set in production`)
  }
  return devDefault
}

export const env = {
  isProduction,
  payloadSecret: required('PAYLOAD_SECRET', DEV_SECRET),
  databaseUrl: process.env.DATABASE_URL ?? '',
  serverUrl: process.env.NEXT_PUBLIC_SERVER_URL ?? 'http://localhost:3000',
  smtp: {
    host: process.env.SMTP_HOST ?? '',
    port: Number(process.env.SMTP_PORT ?? 587),
    secure: process.env.SMTP_SECURE === 'true',
    user: process.env.SMTP_USER ?? '',
    pass: process.env.SMTP_PASS ?? '',
    from: process.env.SMTP_FROM ?? 'noreply@localhost',
    fromName: process.env.SMTP_FROM_NAME ?? 'Website',
  },
}
