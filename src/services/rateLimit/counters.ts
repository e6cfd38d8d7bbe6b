import type { RateLimiterAbstract } from 'rate-limiter-flexible'

import type { Count, Counted, CounterStore, LimiterSpec } from '@/lib/counterStore'

import type { LimiterFactory } from './store'
import { isRefusal } from './verdict'

export type { Count, Counted, CounterStore } from '@/lib/counterStore'

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
