/**
 * Runs `task` once the browser has painted the next frame: a frame callback runs just before the
 * paint, and a task it queues runs after it. Work started from an effect of a click (a fetch)
 * then no longer delays the frame that answers the click. Returns the cancel function.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
