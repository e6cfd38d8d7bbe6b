import { afterAll } from 'vitest'

/**
 * Stops what a file's beforeAll starts (servers, clusters, connections), after its tests, newest
 * first. Each start registers its stop as soon as it succeeds, so a beforeAll that fails halfway
 * stops exactly what it had started.
 */
export function stopAfterAll(): (stop: () => Promise<unknown>) => void {
  const stops: (() => Promise<unknown>)[] = []
  afterAll(async () => {
    for (const stop of stops.reverse()) await stop()
  })
  return (stop) => {
    stops.push(stop)
  }
}
