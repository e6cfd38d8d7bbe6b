import type { RateLimiterAbstract } from 'rate-limiter-flexible'

import type { LimiterFactory, LimiterSpec } from './store'
import { isRefusal } from './verdict'

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

/** rate-limiter-flexible's own stores, one call per counter (the unit tests' in-memory store). */
export function limiterCounters(factory: LimiterFactory): CounterStore {
  const limiters = new Map<string, RateLimiterAbstract>()
  const limiterFor = (spec: LimiterSpec): RateLimiterAbstract => {
    let limiter = limiters.get(spec.keyPrefix)
    if (!limiter) {
      limiter = factory(spec)
      limiters.set(spec.keyPrefix, limiter)
    }
    return limiter
  }
  const countChain = async (chain: readonly Count[]): Promise<Counted[]> => {
    const counted: Counted[] = []
    for (const { spec, key } of chain) {
      try {
        const result = await limiterFor(spec).consume(key)
        counted.push({
          allowed: true,
          consumedPoints: result.consumedPoints,
          msBeforeNext: result.msBeforeNext,
        })
      } catch (reason) {
        if (!isRefusal(reason)) throw reason
        counted.push({
          allowed: false,
          consumedPoints: reason.consumedPoints,
          msBeforeNext: reason.msBeforeNext,
        })
        break
      }
    }
    return counted
  }
  return (chains) => Promise.all(chains.map(countChain))
}
