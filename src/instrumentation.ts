/** Production refuses to start with default secrets, rather than fail on its first request. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { assertProductionConfig } = await import('./lib/productionConfig')
  assertProductionConfig(process.env, 'start')
}
