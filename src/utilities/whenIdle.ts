/**
 * Runs `task` when the browser is next idle (after a short timeout where requestIdleCallback is
 * missing: Safari), so warm-up work never holds up a frame a visitor is waiting for. Returns the
 * cancel function, ready for an effect's cleanup.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(task, 200)
  return () => window.clearTimeout(handle)
}
