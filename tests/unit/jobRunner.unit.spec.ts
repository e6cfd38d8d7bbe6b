import type { Payload } from 'payload'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  JOBS_PER_PASS,
  MAX_PASSES,
  jobRunnerSettled,
  runQueuedJobs,
  runsJobs,
} from '@/services/jobRunner'

/** A stand-in for payload.jobs.run that records overlap and answers with `processed` jobs per pass. */
function fakePayload(processedPerPass: (pass: number) => number | Error) {
  let active = 0
  let maxActive = 0
  let passes = 0
  const limits = new Set<number | undefined>()
  const error = vi.fn()
  const payload = {
    logger: { error },
    jobs: {
      run: async ({ limit }: { limit?: number }) => {
        limits.add(limit)
        passes += 1
        active += 1
        maxActive = Math.max(maxActive, active)
        await new Promise((resolve) => setTimeout(resolve, 50))
        active -= 1
        const processed = processedPerPass(passes)
        if (processed instanceof Error) throw processed
        return {
          remainingJobsFromQueried: 0,
          jobStatus: Object.fromEntries(
            Array.from({ length: processed }, (_, i) => [
              `job-${passes}-${i}`,
              { status: 'success' },
            ]),
          ),
        }
      },
    },
  } as unknown as Payload
  return { payload, error, stats: () => ({ passes, maxActive }), limits }
}

describe('queued-jobs runner', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('never runs two passes side by side, and a kick during a pass earns one more pass', async () => {
    const { payload, stats } = fakePayload(() => 1)
    const first = runQueuedJobs(payload)
    const second = runQueuedJobs(payload)
    const third = runQueuedJobs(payload)
    expect(second).toBe(first)
    expect(third).toBe(first)
    await vi.runAllTimersAsync()
    await first
    expect(stats()).toEqual({ passes: 2, maxActive: 1 })
  })

  it('drains a backlog in full batches, with a pause between them, up to 100 jobs per call', async () => {
    // 30 full batches waiting: more than one call's 25 passes.
    const { payload, stats, limits } = fakePayload((pass) => (pass <= 30 ? JOBS_PER_PASS : 0))
    const run = runQueuedJobs(payload)
    await vi.advanceTimersByTimeAsync(60)
    expect(stats().passes).toBe(1)
    await vi.advanceTimersByTimeAsync(100)
    expect(stats().passes).toBe(1)
    const call = { ended: false }
    void run.then(() => (call.ended = true))
    for (let step = 0; step < 1000 && !call.ended; step += 1) await vi.advanceTimersByTimeAsync(10)
    expect(call.ended).toBe(true)
    expect(stats().passes).toBe(MAX_PASSES)
    expect(MAX_PASSES * JOBS_PER_PASS).toBe(100)
    // Payload runs a pass's jobs side by side, one pooled connection each: a pass stays small.
    expect([...limits]).toEqual([JOBS_PER_PASS])
    await vi.runAllTimersAsync()
  })

  it('goes on with what one call left after a pause, with no kick and no tick', async () => {
    const { payload, stats } = fakePayload((pass) => (pass <= 30 ? JOBS_PER_PASS : 0))
    await Promise.all([runQueuedJobs(payload), vi.runAllTimersAsync()])
    // The call ended after its 25 passes; the rest came from its own follow-up.
    await vi.runAllTimersAsync()
    expect(stats()).toEqual({ passes: 31, maxActive: 1 })
  })

  it('is settled only when the follow-up of a backlog has run as well, not when the first call ends', async () => {
    const { payload, stats } = fakePayload((pass) => (pass <= 30 ? JOBS_PER_PASS : 0))
    let passesWhenSettled: number | undefined
    const first = runQueuedJobs(payload)
    const settled = jobRunnerSettled().then(() => (passesWhenSettled = stats().passes))
    await vi.runAllTimersAsync()
    await Promise.all([first, settled])
    expect(passesWhenSettled).toBe(31)
  })

  it('stops as soon as a pass finds less than a full batch', async () => {
    const { payload, stats } = fakePayload((pass) =>
      pass === 1 ? JOBS_PER_PASS : JOBS_PER_PASS - 1,
    )
    const run = runQueuedJobs(payload)
    await vi.runAllTimersAsync()
    await run
    expect(stats().passes).toBe(2)
  })

  it('logs a failure instead of throwing, and the next call starts afresh', async () => {
    const { payload, error, stats } = fakePayload((pass) =>
      pass === 1 ? new Error('database gone') : 0,
    )
    const failed = runQueuedJobs(payload)
    await vi.runAllTimersAsync()
    await expect(failed).resolves.toBeUndefined()
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ msg: 'Running queued jobs failed' }),
    )
    const next = runQueuedJobs(payload)
    expect(next).not.toBe(failed)
    await vi.runAllTimersAsync()
    await next
    expect(stats().passes).toBe(2)
  })

  it('is one runner per process even when the module is loaded more than once (Next bundles it into several layers)', async () => {
    const { payload, stats } = fakePayload(() => 1)
    vi.resetModules()
    const other = await import('@/services/jobRunner')
    expect(other.runQueuedJobs).not.toBe(runQueuedJobs)
    const first = runQueuedJobs(payload)
    const second = other.runQueuedJobs(payload)
    expect(second).toBe(first)
    await vi.runAllTimersAsync()
    await first
    expect(stats().maxActive).toBe(1)
  })
})

describe('which processes run jobs (JOB_WORKER)', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('runs them unless JOB_WORKER is false', () => {
    expect(runsJobs(undefined)).toBe(true)
    expect(runsJobs('')).toBe(true)
    expect(runsJobs('true')).toBe(true)
    expect(runsJobs('false')).toBe(false)
    expect(runsJobs(' FALSE ')).toBe(false)
  })

  it('a process with JOB_WORKER=false never touches the queue', async () => {
    vi.stubEnv('JOB_WORKER', 'false')
    const { payload, stats } = fakePayload(() => 1)
    await runQueuedJobs(payload)
    expect(stats().passes).toBe(0)
  })
})
