import { z } from 'zod'

/** Zod 4 compiles parsers with `new Function`, which the CSP blocks; set before any schema is built. */
z.config({ jitless: true })

export { z }
