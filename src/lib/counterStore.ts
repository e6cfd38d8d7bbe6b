/** One rate-limit window: its counters' key prefix, how many points it allows, and for how long. */
export interface LimiterSpec {
  readonly keyPrefix: string
  readonly points: number
  readonly durationSeconds: number
}

/** One point to take from one counter: its window and its key (already a keyed hash, src/lib/signing.ts). */
export interface Count {
  readonly spec: LimiterSpec
  readonly key: string
}

/** A counter after the attempt: its points in the window, and how long until the window ends. */
export interface Counted {
  readonly allowed: boolean
  readonly consumedPoints: number
  readonly msBeforeNext: number
}

/**
 * Takes one point from every counter of every chain and answers, per chain, the counters it
 * counted. Within a chain the first refusal stops it: the counters after it are not counted, so a
 * burst refused by the minute window does not use up the hour. Chains are independent.
 */
export type CounterStore = (chains: readonly (readonly Count[])[]) => Promise<Counted[][]>
