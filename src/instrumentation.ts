/**
 * Runs once when the Next server starts (`next start`): production
 * refuses to start at all with a missing or default secret, or default seed credentials when it
 * seeds on start, rather than fail on its first request (src/lib/productionConfig.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { assertProductionConfig } = await import('./lib/productionConfig')
  assertProductionConfig(process.env, 'start')
}
