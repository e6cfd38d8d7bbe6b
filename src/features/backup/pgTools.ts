import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import { readEnv } from '@/env/envSchema.mjs'

const run = promisify(execFile)

type Vars = Readonly<Record<string, string | undefined>>

export type PgTool = 'pg_dump' | 'pg_restore'

/** The major version a pg_dump or pg_restore reports (`pg_dump (PostgreSQL) 15.18 (Debian ...)`). */
export async function toolMajor(binary: string): Promise<number | null> {
  try {
    const { stdout } = await run(binary, ['--version'])
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout)
    return match ? Number(match[1]) : null
  } catch {
    return null
  }
}

/** Where a tool may be, in order: PG_DUMP/PG_RESTORE, PG_BIN_DIR, Debian's per-major folders (newest first), PATH. */
function candidates(tool: PgTool, env: Vars): string[] {
  const explicit = env[tool.toUpperCase()]?.trim()
  const found: string[] = []
  if (explicit) found.push(explicit)
  if (env.PG_BIN_DIR?.trim()) found.push(path.join(env.PG_BIN_DIR.trim(), tool))
  const debian = '/usr/lib/postgresql'
  if (fs.existsSync(debian))
    for (const major of fs
      .readdirSync(debian)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a)))
      found.push(path.join(debian, major, 'bin', tool))
  found.push(tool)
  return found
}

/**
 * A pg_dump or pg_restore at least as new as the server: an older pg_dump refuses a newer server,
 * and an older pg_restore cannot read a newer pg_dump's archive (docs/decisions.md#backups).
 */
export async function findPgTool(
  tool: PgTool,
  minimumMajor: number,
  env: Vars = readEnv(),
): Promise<{ path: string; major: number }> {
  const seen: string[] = []
  for (const candidate of candidates(tool, env)) {
    const major = await toolMajor(candidate)
    if (major === null) continue
    if (major >= minimumMajor) return { path: candidate, major }
    seen.push(`${candidate} (${major})`)
  }
  throw new Error(
    [
      `${tool} ${minimumMajor} or newer is needed (the server is PostgreSQL ${minimumMajor})` +
        (seen.length ? `; found only ${seen.join(', ')}.` : '; none found.'),
      `Install postgresql-client-${minimumMajor} (Debian/Ubuntu: from apt.postgresql.org), or set PG_BIN_DIR`,
      `to the folder holding ${tool} ${minimumMajor}+.`,
    ].join(' '),
  )
}
