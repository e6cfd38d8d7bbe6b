/**
 * Issue 40's second reference for bench:pages, the "content floor": each route's own HTML with every
 * script removed, served compressed by a bare Node server. The empty Next page is the cost of Next
 * alone; this is the cost of the route's content alone, so the two together show what the framework
 * adds on each route. Served like the production server's copies (src/server/cachedPages.mjs):
 * brotli or gzip compressed once, the best encoding the client accepts, from a process of its own
 * (scripts/bench/contentFloorServer.mjs), as the site and the floor run in theirs.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const SERVER = fileURLToPath(new URL('./contentFloorServer.mjs', import.meta.url))

/**
 * The page without any script: inline and external `<script>` elements and the `<link>`s that
 * preload scripts. Styles, images and fonts stay: they are the content's own cost.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\bas=["']?script\b[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, '')
}

export type ContentFloor = {
  /** Where a route's content floor is served; any other path (CSS, images) is the site's. */
  urlFor: (route: string) => string
  stop: () => Promise<void>
}

/**
 * Serves each route's script-free HTML on a free port, and passes every other request to the
 * site, so the page loads the same stylesheet, fonts and images from its own origin.
 */
export async function startContentFloor(
  pages: ReadonlyMap<string, string>,
  siteUrl: string,
  workDir = path.resolve('.tmp/bench-content-floor'),
): Promise<ContentFloor> {
  fs.mkdirSync(workDir, { recursive: true })
  const pagesFile = path.join(workDir, 'pages.json')
  const stripped = Object.fromEntries(
    [...pages].map(([route, html]) => [route, withoutScripts(html)]),
  )
  fs.writeFileSync(pagesFile, JSON.stringify(stripped))
  const child = spawn(process.execPath, [SERVER, pagesFile, siteUrl], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`the content floor server exited with ${code}`)))
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())))
  })
  return {
    urlFor: (route) => `http://127.0.0.1:${port}${route}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit')
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
