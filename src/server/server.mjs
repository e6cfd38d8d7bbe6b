/**
 * The production server, in place of `next start`: Next's own request handler behind a Node HTTP
 * server that answers prerendered pages from copies compressed once (src/server/cachedPages.mjs;
 * docs/decisions.md#serving-cached-pages). Everything else, and every page Next has not answered
 * lately, goes to Next unchanged (proxy, headers, draft mode, cache handler, compression).
 *
 *   node src/server/server.mjs [-p PORT] [-H HOSTNAME]     (else $PORT or 3000, on every address)
 *
 * Plain ESM, so the production image runs it with Node alone.
 */
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { readEnv, setServerEnv } from '../env/envSchema.mjs'
import { runBeforeStop } from '../lib/beforeStop.mjs'
import { answerFromCopy, takeCopy } from './cachedPages.mjs'

/** @param {string[]} args @param {string[]} names */
function option(args, names) {
  const at = args.findIndex((arg) => names.includes(arg))
  return at === -1 ? undefined : args[at + 1]
}

const args = process.argv.slice(2)
const port = Number(option(args, ['-p', '--port']) ?? readEnv().PORT ?? 3000)
// Like `next start`, not $HOSTNAME: a container sets that to its own name.
const hostname = option(args, ['-H', '--hostname'])
const dir = path.resolve(fileURLToPath(new URL('../..', import.meta.url)))

setServerEnv(port, hostname)

const { default: next } = await import('next')

const server = http.createServer()
const app = next({
  dev: false,
  dir,
  port,
  hostname: hostname ?? 'localhost',
  httpServer: server,
})
await app.prepare()
const handle = app.getRequestHandler()

server.on('request', (req, res) => {
  if (answerFromCopy(req, res)) return
  takeCopy(req, res)
  handle(req, res).catch((error) => {
    console.error(error)
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
    res.end('Internal Server Error')
  })
})

server.listen(port, hostname, () => {
  console.log(`▲ Ready on http://${hostname ?? 'localhost'}:${port}`)
})

let stopping = false
/**
 * As `next start` stops: no new connections, the requests under way finish, what the instance
 * holds in memory is written (src/lib/beforeStop.mjs), then Next closes.
 * @param {NodeJS.Signals} signal
 */
function stop(signal) {
  if (stopping) return
  stopping = true
  new Promise((resolve) => server.close(() => resolve(undefined)))
    .then(() => runBeforeStop())
    .then(() => app.close())
    .catch((error) => console.error(error))
    .finally(() => process.exit(signal === 'SIGINT' ? 130 : 143))
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
