import { z } from 'zod'

/**
 * zod as every schema here uses it. Zod 4 compiles object parsers with `new Function` unless told
 * not to; the site's Content-Security-Policy (no 'unsafe-eval', src/lib/securityHeaders.ts) blocks
 * that in the browser and reports a violation for each attempt, even the probe whose failure zod
 * catches. Set before any schema is built, since zod decides per schema at construction.
 */
z.config({ jitless: true })

export { z }
