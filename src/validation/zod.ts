import { config } from 'zod'

/** Zod 4 compiles parsers with `new Function`, which the CSP blocks; set before any schema is built. */
config({ jitless: true })

/**
 * Taken as a namespace, `import * as z from '@/validation/zod'`: Turbopack keeps only what the
 * schemas use, about 148 KB of the browser's chunks. Zod's own `z` binding keeps the whole
 * library, its 40 locales included: 408 KB, read by a phone at a visitor's first keystroke
 * (docs/decisions.md#zod-in-the-browser).
 */
export * from 'zod'
