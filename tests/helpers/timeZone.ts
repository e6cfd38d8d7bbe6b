/** Runs `work` as a browser or server in `zone` would: Node reads TZ on each date call. */
export const inZone = <T>(zone: string, work: () => T): T => {
  const saved = process.env.TZ
  process.env.TZ = zone
  try {
    return work()
  } finally {
    // Assigning undefined would store the string "undefined", an unknown zone Node reads as UTC.
    if (saved === undefined) delete process.env.TZ
    else process.env.TZ = saved
  }
}
