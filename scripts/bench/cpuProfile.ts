/**
 * The functions a V8 CPU profile (DevTools Protocol `Profiler.stop`, a `.cpuprofile` file) spent
 * the most time in, themselves: where an interaction's processing time goes.
 */

/** The parts of the protocol's Profiler.Profile this reads. */
export type CpuProfile = {
  nodes: Array<{
    id: number
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  }>
  samples?: number[]
  timeDeltas?: number[]
}

export type HotFunction = { name: string; selfMs: number }

/**
 * Self time by function (name, file and line), largest first. A sample's time is the delta to the
 * next sample, as DevTools counts it; idle and the (program) and (root) pseudo-frames are left
 * out, garbage collection is kept.
 */
export function hottestFunctions(profile: CpuProfile, count = 5): HotFunction[] {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]))
  const samples = profile.samples ?? []
  const deltas = profile.timeDeltas ?? []
  const selfMicros = new Map<string, number>()
  for (let i = 0; i < samples.length; i++) {
    const frame = frames.get(samples[i] ?? -1)
    if (!frame || ['(idle)', '(program)', '(root)'].includes(frame.functionName)) continue
    const file = frame.url.split('/').pop() ?? ''
    const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`
    selfMicros.set(name, (selfMicros.get(name) ?? 0) + (deltas[i + 1] ?? 0))
  }
  return [...selfMicros]
    .map(([name, micros]) => ({ name, selfMs: micros / 1000 }))
    .sort((a, b) => b.selfMs - a.selfMs)
    .slice(0, count)
}
