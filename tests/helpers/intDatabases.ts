import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

/**
 * Integration files run in parallel, INT_WORKERS at a time. Each vitest worker has a database of
 * its own, cloned (CREATE DATABASE … TEMPLATE, well under a second) from the migrated and seeded
 * test database that scripts/run.ts or scripts/test.ts prepared, and its own media folders and
 * SMTP port. Files on one worker run one after the other on its database, as all files once did
 * on one: a file still creates the records it changes, and leaves the seed as it found it.
 */
export const INT_WORKERS = Math.max(1, Number(process.env.INT_WORKERS ?? 3))

/** The worker's database: the template's name with `_w<poolId>` appended. */
export function workerDatabaseUrl(templateUrl: string, poolId: number): string {
  const url = new URL(templateUrl)
  url.pathname = `${url.pathname}_w${poolId}`
  return url.toString()
}

const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1))

/** The seeded files beside a database (scripts/db.ts keeps them in a folder named after it). */
export function workerFilesDir(filesDir: string, templateUrl: string, poolId: number): string {
  return filesDir.replace(
    `${path.sep}${databaseName(templateUrl)}${path.sep}`,
    `${path.sep}${databaseName(workerDatabaseUrl(templateUrl, poolId))}${path.sep}`,
  )
}

async function onServer(templateUrl: string, statements: string[]) {
  const admin = new URL(templateUrl)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    for (const statement of statements) await client.query(statement)
  } finally {
    await client.end()
  }
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`

/** One clone of the template per worker, with a copy of its media and upload folders. */
export async function cloneForWorkers(
  templateUrl: string,
  env: Record<string, string | undefined>,
) {
  const template = databaseName(templateUrl)
  for (let id = 1; id <= INT_WORKERS; id++) {
    const clone = databaseName(workerDatabaseUrl(templateUrl, id))
    await onServer(templateUrl, [
      `drop database if exists ${quoted(clone)} with (force)`,
      `create database ${quoted(clone)} template ${quoted(template)}`,
    ])
    for (const dir of [env.MEDIA_DIR, env.UPLOADS_DIR]) {
      if (!dir) continue
      const copy = workerFilesDir(dir, templateUrl, id)
      fs.rmSync(copy, { recursive: true, force: true })
      if (fs.existsSync(dir)) fs.cpSync(dir, copy, { recursive: true })
    }
  }
}

/**
 * Makes the workers' clones of the database in `env` and returns what the integration run needs
 * in its environment: the template they were cloned from, and its files. (Not tests/helpers/testEnv:
 * this module loads in every worker before its SMTP port is set, and that one reads it.)
 * Called before anything else connects to the template: `CREATE DATABASE … TEMPLATE` is refused
 * while the template has other sessions, so `npm test` makes the clones before the build, which
 * reads the same database, and runs the integration files beside the later stages.
 */
export async function integrationDatabases(
  env: Record<string, string | undefined>,
): Promise<Record<string, string>> {
  const template = env.DATABASE_URL
  if (!template)
    throw new Error('Run integration tests through `npm run test:int` (it provides the database)')
  await cloneForWorkers(template, env)
  return {
    INT_TEMPLATE_DATABASE_URL: template,
    INT_TEMPLATE_MEDIA_DIR: env.MEDIA_DIR ?? '',
    INT_TEMPLATE_UPLOADS_DIR: env.UPLOADS_DIR ?? '',
  }
}

/**
 * A clone of the template for a stage that runs beside the others on its own data (`npm test`'s
 * scale-out): the template's name with `suffix` appended. Made, like the workers' clones, before
 * anything else connects to the template.
 */
export async function cloneDatabase(templateUrl: string, suffix: string): Promise<string> {
  const url = new URL(templateUrl)
  url.pathname = `${url.pathname}${suffix}`
  const clone = databaseName(url.toString())
  await onServer(templateUrl, [
    `drop database if exists ${quoted(clone)} with (force)`,
    `create database ${quoted(clone)} template ${quoted(databaseName(templateUrl))}`,
  ])
  return url.toString()
}

export async function dropDatabase(databaseUrl: string) {
  await onServer(databaseUrl, [
    `drop database if exists ${quoted(databaseName(databaseUrl))} with (force)`,
  ])
}

export async function dropWorkerClones(templateUrl: string) {
  for (let id = 1; id <= INT_WORKERS; id++)
    await onServer(templateUrl, [
      `drop database if exists ${quoted(databaseName(workerDatabaseUrl(templateUrl, id)))} with (force)`,
    ])
}
