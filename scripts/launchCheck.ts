/**
 * The production build as a launch would ship it: built with the real public address
 * (scripts/testBuild.ts), started with the production server, and every public page, the
 * quote-mode contact page, the portal sign-in page, the not-found page, the sitemap and robots.txt
 * saved to .tmp/launch/. tests/launch then checks their URLs and runs the Nu HTML Checker over
 * them. LAUNCH_SKIP_BUILD=1 (and `npm test`) start the build already in .next.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { testEnv } from '../tests/helpers/testEnv'
import { productionServer, run, type Env } from './run'
import { waitForServer } from './lib/server'
import { buildForTests, LAUNCH_ORIGIN, TEST_SECRET } from './testBuild'

export const LAUNCH_DIR = path.resolve('.tmp/launch')
const LAUNCH_PORT = Number(process.env.LAUNCH_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1)
const LOCAL = `http://127.0.0.1:${LAUNCH_PORT}`

/** Pages reached other than through the sitemap. */
const EXTRA_PAGES: Record<string, string> = {
  'contact-quote': '/contact?service=web-development',
  'client-portal': '/client-portal',
  'not-found': '/this-page-does-not-exist',
}

const fileNameFor = (pathname: string) =>
  pathname === '/' ? 'home' : pathname.slice(1).replace(/[^a-z0-9-]+/gi, '_')

async function save(name: string, pathname: string, expectStatus: number) {
  const response = await fetch(`${LOCAL}${pathname}`)
  if (response.status !== expectStatus)
    throw new Error(`${pathname} answered ${response.status}, expected ${expectStatus}`)
  fs.writeFileSync(path.join(LAUNCH_DIR, name), await response.text())
}

/** PNG width and height from its IHDR chunk. */
const pngSize = (bytes: Buffer) =>
  bytes.subarray(1, 4).toString() === 'PNG'
    ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
    : null

/**
 * Every og:image the saved pages name, fetched twice from the running build: what it is, and
 * whether the second answer came from Next's cache (a static file, not a render per request).
 */
async function saveShareCards() {
  const dir = path.join(LAUNCH_DIR, 'pages')
  const urls = new Set<string>()
  for (const file of fs.readdirSync(dir)) {
    const html = fs.readFileSync(path.join(dir, file), 'utf8')
    for (const match of html.matchAll(/<meta[^>]+property="og:image"[^>]+content="([^"]+)"/g))
      urls.add((match[1] ?? '').replace(/&amp;/g, '&'))
  }
  const cards = []
  for (const url of urls) {
    const local = `${LOCAL}${new URL(url).pathname}`
    const first = await fetch(local)
    const bytes = Buffer.from(await first.arrayBuffer())
    const second = await fetch(local)
    await second.arrayBuffer()
    cards.push({
      url,
      status: first.status,
      type: first.headers.get('content-type'),
      size: pngSize(bytes),
      cache: second.headers.get('x-nextjs-cache'),
      cacheControl: second.headers.get('cache-control'),
    })
  }
  const forged = await fetch(
    `${LOCAL}/share/${Buffer.from('["Free money","Kaya Digital"]').toString('base64url')}.AAAAAAAAAAAAAAAAAAAAAA.png`,
  )
  fs.writeFileSync(
    path.join(LAUNCH_DIR, 'share-cards.json'),
    JSON.stringify({ cards, forgedStatus: forged.status }, null, 2),
  )
}

export async function runLaunchCheck(
  baseEnv: Env,
  vitestArgs: string[] = [],
  { build = !process.env.LAUNCH_SKIP_BUILD } = {},
) {
  fs.rmSync(LAUNCH_DIR, { recursive: true, force: true })
  fs.mkdirSync(path.join(LAUNCH_DIR, 'pages'), { recursive: true })
  const env: Env = {
    ...baseEnv,
    ...testEnv,
    NEXT_PUBLIC_SERVER_URL: LAUNCH_ORIGIN,
    PAYLOAD_SECRET: TEST_SECRET,
  }
  if (build) await buildForTests(baseEnv)
  const server = spawn(...productionServer(['-p', String(LAUNCH_PORT)]), {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  })
  try {
    await waitForServer(`${LOCAL}/robots.txt`, 120_000)
    await save('robots.txt', '/robots.txt', 200)
    await save('sitemap.xml', '/sitemap.xml', 200)
    const sitemap = fs.readFileSync(path.join(LAUNCH_DIR, 'sitemap.xml'), 'utf8')
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '/', LOCAL).pathname,
    )
    for (const pathname of pages) await save(`pages/${fileNameFor(pathname)}.html`, pathname, 200)
    for (const [name, pathname] of Object.entries(EXTRA_PAGES))
      await save(`pages/${name}.html`, pathname, name === 'not-found' ? 404 : 200)
    await save('insights-feed.xml', '/insights/feed.xml', 200)
    await saveShareCards()
  } finally {
    server.kill('SIGTERM')
  }
  await run('node_modules/.bin/vitest', ['run', '--project', 'launch', ...vitestArgs], {
    ...env,
    LAUNCH_DIR,
  })
}
