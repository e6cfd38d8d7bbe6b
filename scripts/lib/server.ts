import net from 'node:net'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls `check` every `everyMs` until it answers true; a check that throws counts as not yet. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  everyMs = 250,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return
    await sleep(everyMs)
  }
  throw new Error(`${what}: not ready within ${timeoutMs} ms`)
}

/** Waits until `url` answers below 500: a page, a redirect, even a 404 means the server is up. */
export const waitForServer = (url: string, timeoutMs = 120_000): Promise<void> =>
  waitFor(url, async () => (await fetch(url)).status < 500, timeoutMs, 500)

/** A TCP port nothing listens on now, as the operating system hands one out. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}
