import fs from 'node:fs'

/**
 * The checkout's .env, loaded by importing this module first: imports are evaluated before the
 * importing module's body, and several modules read their ports when they load (scripts/db.ts,
 * tests/helpers/testEnv.ts, scripts/scale/stack.ts). Loaded later, a checkout's own ports were
 * ignored and its tests used the defaults, another checkout's servers included.
 */
if (fs.existsSync('.env')) process.loadEnvFile('.env')
