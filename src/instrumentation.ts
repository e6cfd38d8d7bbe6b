/** Production refuses to start with default secrets, rather than fail on its first request. */
export async function register(): Promise<void> {
  // NEXT_RUNTIME is Next's own, inlined per bundle: the edge build never loads the checks below.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { assertProductionConfig } = await import('./env/productionConfig')
  // The side-effect-free reader, read per call: the same check src/env/index.ts makes on load.
  const { readEnv } = await import('./env/envSchema.mjs')
  assertProductionConfig(readEnv(), 'start')
}
