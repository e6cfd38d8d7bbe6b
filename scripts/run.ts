/**
 * One entry point for every command that needs a database:
 *   tsx scripts/run.ts dev | build | start | seed | e2e | payload <args> | vitest <args>
 * It provides Postgres (DATABASE_URL, or the embedded one), applies the committed
 * migrations, seeds an empty database, then runs the command.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'

import { ensureDatabase, type DbProfile } from './db'

export type Env = Record<string, string | undefined>

if (fs.existsSync('.env')) process.loadEnvFile('.env')

const bin = (name: string) => `node_modules/.bin/${name}`

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

export async function migrate(env: Env) {
  await run(bin('payload'), ['migrate'], env)
}

export async function seed(env: Env, { ifEmpty }: { ifEmpty: boolean }) {
  await run(bin('tsx'), ['seed/index.ts', ...(ifEmpty ? ['--if-empty'] : [])], env)
}

async function main() {
  const [command, ...rest] = process.argv.slice(2)
  if (!command) throw new Error('usage: run.ts <dev|build|start|seed|e2e|payload|vitest> [...args]')

  const profile: DbProfile = command === 'vitest' || command === 'e2e' || process.env.TEST_PROFILE ? 'test' : 'dev'
  const db = await ensureDatabase(profile, { fresh: profile === 'test' && !process.env.KEEP_TEST_DB })
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
        await run(bin('next'), ['build', ...rest], env)
        break
      case 'start':
        await migrate(env)
        await seed(env, { ifEmpty: true })
        await run(bin('next'), ['start', ...rest], env)
        break
      case 'seed':
        await migrate(env)
        await seed(env, { ifEmpty: false })
        break
      case 'payload':
        await run(bin('payload'), rest, env)
        break
      case 'vitest':
        await migrate(env)
        await seed(env, { ifEmpty: false })
        await run(bin('vitest'), rest, env)
        break
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

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('scripts/run.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
