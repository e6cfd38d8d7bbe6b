/**
 * One entry point for every command that needs a database:
 *   tsx scripts/run.ts dev | build | start | seed | migrate | e2e | payload <args> | vitest <args>
 * It provides Postgres (DATABASE_URL, or the embedded one), applies the committed
 * migrations, seeds an empty database, then runs the command.
 */
import './lib/loadEnv'

import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import type { Plugin } from 'esbuild'
import pg from 'pg'

import { consoleWarn, warnOnConnectionErrors } from '../src/db/connectionErrors'
import { ensureDatabase, type DbProfile } from './db'
import { waitFor } from './lib/server'

export type Env = Record<string, string | undefined>

const bin = (name: string) => `node_modules/.bin/${name}`

/**
 * The production server: Next's handler behind src/server/server.mjs, which answers prerendered
 * pages from copies compressed once (docs/decisions.md#serving-cached-pages). It takes `next
 * start`'s -p and -H. SERVER_CPU_PROF=<dir> writes a V8 CPU profile there when it stops
 * (benchmarks). Not NEXT_CPU_PROF: that also starts Next's own profiler, a second sampler whose
 * file lands in the working directory.
 */
export const SERVER_ENTRY = 'src/server/server.mjs'
export function productionServer(args: string[]): [string, string[]] {
  const dir = process.env.SERVER_CPU_PROF
  const profile = dir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir)}`] : []
  return [process.execPath, [...profile, SERVER_ENTRY, ...args]]
}

const listenPort = (args: string[]): number => {
  const flag = args.findIndex((arg) => arg === '-p' || arg === '--port')
  return Number((flag >= 0 ? args[flag + 1] : undefined) ?? process.env.PORT ?? 3000)
}

/**
 * Payload starts with the first request that needs it, and with it the job runner. Cached pages
 * need nothing, so a schedule whose time passed while the site was down would wait for a visitor
 * who reaches the CMS. The health check starts Payload as soon as the server listens (in
 * docker-compose its own health check does the same).
 */
async function startPayloadWhenListening(port: number, timeoutMs = 120_000): Promise<void> {
  const healthy = async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).status === 200
  await waitFor('/healthz', healthy, timeoutMs, 1000).catch(() => {
    console.warn(`The server on port ${port} did not pass /healthz within ${timeoutMs / 1000} s`)
  })
}

/**
 * `next build` on the database in `env`. The build prerenders from Next's data cache
 * (.next/cache/fetch-cache) where an entry is there, and one left by an earlier build was read from
 * another database or an older seed: a page would show that data, with ids that no longer exist,
 * until a save or the backstop expired it (src/data/cachedRead.ts). So every build reads afresh.
 */
export async function nextBuild(env: Env, args: string[] = []): Promise<void> {
  fs.rmSync('.next/cache/fetch-cache', { recursive: true, force: true })
  await run(bin('next'), ['build', ...args], env)
}

/** Children running now: on a signal they are stopped first, and the database only after them. */
let runningChildren = 0

export function run(command: string, args: string[], env: Env = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
    runningChildren += 1
    const forward = (signal: NodeJS.Signals) => child.kill(signal)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    child.on('exit', (code, signal) => {
      runningChildren -= 1
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      if (code === 0) resolve()
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`))
    })
  })
}

/** Migration names as Payload records them: the files in migrations/, without their extension. */
export function committedMigrations(dir = 'migrations'): string[] {
  return fs
    .readdirSync(dir)
    .filter((file) => /\.(ts|js)$/.test(file) && !/^index\.(ts|js)$/.test(file))
    .map((file) => file.replace(/\.(ts|js)$/, ''))
    .sort()
}

/** Migration files that the database has not recorded as applied. */
export async function missingMigrations(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  warnOnConnectionErrors(client, consoleWarn, 'Migration check')
  await client.connect()
  try {
    const table = await client.query<{ name: string | null }>(
      `select to_regclass('public.payload_migrations')::text as name`,
    )
    const applied = table.rows[0]?.name
      ? (await client.query<{ name: string }>('select name from payload_migrations')).rows.map(
          (row) => row.name,
        )
      : []
    return committedMigrations().filter((name) => !applied.includes(name))
  } finally {
    await client.end()
  }
}

/**
 * Node's ESM resolver wants `next/cache.js` where bundlers accept `next/cache` (a package without
 * an `exports` map): such subpath imports get their file extension in the bundle.
 */
const fullySpecifiedSubpaths: Plugin = {
  name: 'fully-specified-subpaths',
  setup(build) {
    build.onResolve({ filter: /^(@[^/]+\/)?[^./@][^/]*\/[^.]+$/ }, ({ path: specifier }) => {
      const name = specifier.startsWith('@')
        ? specifier.split('/').slice(0, 2).join('/')
        : (specifier.split('/')[0] ?? specifier)
      const manifest = path.resolve('node_modules', name, 'package.json')
      if (
        !fs.existsSync(manifest) ||
        'exports' in (JSON.parse(fs.readFileSync(manifest, 'utf8')) as object)
      )
        return undefined
      return fs.existsSync(path.resolve('node_modules', `${specifier}.js`))
        ? { path: `${specifier}.js`, external: true }
        : undefined
    })
  },
}

/**
 * Runs a TypeScript entry (the migration, the seed) as one plain-JS bundle on Node itself.
 * Why `payload migrate` now and then did nothing: Lexical's `node` export (`Lexical.node.mjs`,
 * loaded by @payloadcms/richtext-lexical from payload.config.ts) picks its build with a top-level
 * `await import()`. In that module graph Node 20 never finishes evaluating it, and with nothing
 * else on the event loop the process ends as idle: exit 0 from Payload's CLI (its entry awaits
 * from a floating promise; payloadcms/payload#17757), 13 from a script with top-level await.
 * Under tsx's loader it happened in about one start in five; under plain Node every time. The
 * `development`/`production` condition resolves Lexical straight to its build, which has no
 * top-level await. Bundled, the scripts need no TypeScript loader; node_modules stay external.
 */
export async function runBundled(entry: string, args: string[], env: Env): Promise<void> {
  const { build } = await import('esbuild')
  const outfile = path.resolve('.tmp/scripts', `${path.basename(entry, path.extname(entry))}.mjs`)
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    plugins: [fullySpecifiedSubpaths],
  })
  const condition =
    (env.NODE_ENV ?? process.env.NODE_ENV) === 'production' ? 'production' : 'development'
  await run(process.execPath, [`--conditions=${condition}`, outfile, ...args], env)
}

/**
 * The job worker (`npm run worker`, scripts/worker.ts) as a command. Under tsx it imports the config
 * as the migration once did, so it takes the same condition (runBundled): without it, about one
 * start in five exited 13 before it polled.
 */
export const WORKER_COMMAND: [string, string[]] = [
  'node_modules/.bin/tsx',
  ['--conditions=production', 'scripts/worker.ts'],
]

export async function migrate(env: Env) {
  await runBundled('scripts/migrate.ts', [], env)
  // Checked from outside the migrating process, so a run that exits 0 having done nothing stops
  // here with a clear message instead of in the seed with `relation "users" does not exist`.
  const databaseUrl = env.DATABASE_URL ?? process.env.DATABASE_URL
  if (!databaseUrl) throw new Error('migrate: no DATABASE_URL to verify the migrations against')
  const missing = await missingMigrations(databaseUrl)
  if (missing.length) {
    throw new Error(
      `migrate finished, but the database has not applied: ${missing.join(', ')}. Run \`npm run migrate\` again and read its output.`,
    )
  }
}

export async function seed(env: Env, { ifEmpty }: { ifEmpty: boolean }) {
  await runBundled('seed/index.ts', ifEmpty ? ['--if-empty'] : [], env)
}

async function main() {
  const [command, ...rest] = process.argv.slice(2)
  if (!command)
    throw new Error('usage: run.ts <dev|build|start|seed|migrate|e2e|payload|vitest> [...args]')

  const profile: DbProfile =
    command === 'vitest' || command === 'e2e' || command === 'launch' || process.env.TEST_PROFILE
      ? 'test'
      : 'dev'
  const db = await ensureDatabase(profile, {
    fresh: profile === 'test' && !process.env.KEEP_TEST_DB,
  })
  const env: Env = { ...db.env }
  const stop = async () => {
    await db.stop().catch(() => {})
  }
  // With a child running, the signal reaches it (see run()); when it exits, `finally` below stops
  // the database. Stopping Postgres at once would cut the child's connections mid-shutdown.
  const onSignal = (code: number) => () => {
    if (runningChildren === 0) void stop().then(() => process.exit(code))
  }
  process.on('SIGINT', onSignal(130))
  process.on('SIGTERM', onSignal(143))

  try {
    switch (command) {
      case 'dev':
        await migrate(env)
        await seed(env, { ifEmpty: true })
        await run(bin('next'), ['dev', ...rest], env)
        break
      case 'build':
        await migrate(env)
        await seed(env, { ifEmpty: true })
        await nextBuild(env, rest)
        break
      case 'start': {
        await migrate(env)
        await seed(env, { ifEmpty: true })
        const server = run(...productionServer(rest), env)
        void startPayloadWhenListening(listenPort(rest))
        await server
        break
      }
      case 'seed':
        await migrate(env)
        await seed(env, { ifEmpty: false })
        break
      case 'migrate':
        await migrate(env)
        break
      case 'payload':
        // Payload's CLI loads the config too: the same Lexical condition as runBundled.
        await run(bin('payload'), rest, {
          ...env,
          NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --conditions=development`.trim(),
        })
        break
      case 'vitest':
        await migrate(env)
        await seed(env, { ifEmpty: false })
        await run(bin('vitest'), rest, env)
        break
      case 'launch': {
        const { runLaunchCheck } = await import('./launchCheck')
        await migrate(env)
        await seed(env, { ifEmpty: false })
        await runLaunchCheck(env, rest)
        break
      }
      case 'e2e': {
        const { runE2e } = await import('./e2e')
        await migrate(env)
        await seed(env, { ifEmpty: false })
        await runE2e(env, rest)
        break
      }
      default:
        throw new Error(`unknown command ${command}`)
    }
  } finally {
    await stop()
  }
}

if (
  import.meta.url === `file://${process.argv[1]}` ||
  process.argv[1]?.endsWith('scripts/run.ts')
) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
