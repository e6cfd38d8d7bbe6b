/**
 * Decides, in memory, whether a request's session use is worth a write: at most one per session
 * per interval, so an ordinary request costs a map lookup. Each instance keeps its own map; the
 * conditional update behind it keeps several instances to about one write per interval too.
 */
export function createLastUseThrottle(intervalMs: number, maxSessions = 10_000) {
  const lastWrite = new Map<string, number>()

  const forgetStale = (now: number) => {
    for (const [sid, at] of lastWrite) if (now - at >= intervalMs) lastWrite.delete(sid)
    // Still full (a flood of fresh sessions): start again rather than grow without end.
    if (lastWrite.size >= maxSessions) lastWrite.clear()
  }

  return {
    /** True when `sid` has not been written for an interval; counts this call as the write. */
    shouldWrite(sid: string, now: number): boolean {
      const last = lastWrite.get(sid)
      if (last !== undefined && now - last < intervalMs) return false
      if (lastWrite.size >= maxSessions) forgetStale(now)
      lastWrite.set(sid, now)
      return true
    },
    /** A write made elsewhere (the sign-in) counts as this interval's. */
    noteWrite(sid: string, now: number): void {
      if (lastWrite.size >= maxSessions) forgetStale(now)
      lastWrite.set(sid, now)
    },
    forget(sid: string): void {
      lastWrite.delete(sid)
    },
  }
}
