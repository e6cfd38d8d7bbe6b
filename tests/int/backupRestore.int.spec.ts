import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { generateIdentity, identityToRecipient } from 'age-encryption'
import pg from 'pg'
import type { Payload } from 'payload'
import type { Plan } from '@/payload-types'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createBackup, type BackupResult } from '@/features/backup/createBackup'
import { runQueuedJobs } from '@/services/jobRunner'
import { decryptStream, encryptStream } from '@/features/backup/encryption'
import { fileStoreFrom } from '@/features/backup/fileStore'
import { findPgTool } from '@/features/backup/pgTools'
import { restoreBackup } from '@/features/backup/restoreBackup'

import { startScratchCluster } from '../../scripts/db'
import { freePort } from '../../scripts/lib/server'
import { committedMigrations, migrate, runBundled } from '../../scripts/run'
import { DEMO_CLIENT, seedAdmin } from '../../seed/data/users'
import { getTestPayload, seededUser } from '../helpers/payload'
import { makePdf } from '../helpers/portalFiles'
import { required } from '../helpers/lists'

/**
 * The restore drill (README "Operations"): the seeded site plus new leads, a callback, a client
 * organisation with a file and a message, and a price edit is backed up; the archive is restored
 * into a fresh Postgres cluster and empty file folders (the test database stays for the other
 * files, so a new server stands in for the wiped one), then compared table by table and file by
 * file, and checked the way people would: old passwords, the edited price. A tampered archive and
 * a wrong key are refused with nothing written.
 */

const WORK = path.resolve('.tmp/backup-drill')
const tag = (label: string) => `${label}-${randomUUID().slice(0, 8)}`

async function query<T extends pg.QueryResultRow>(
  url: string,
  sql: string,
  values: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(sql, values)).rows
  } finally {
    await client.end()
  }
}

async function rowCounts(url: string): Promise<Record<string, number>> {
  const tables = await query<{ schema: string; name: string }>(
    url,
    `select schemaname as schema, tablename as name from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`,
  )
  const counts: Record<string, number> = {}
  for (const { schema, name } of tables) {
    const [row] = await query<{ n: string }>(url, `select count(*) as n from "${schema}"."${name}"`)
    counts[`${schema}.${name}`] = Number(row?.n)
  }
  return counts
}

/** Every file under the folders, by path relative to its folder, with its SHA-256. */
function checksums(folders: Record<string, string>): Record<string, string> {
  const sums: Record<string, string> = {}
  for (const [area, root] of Object.entries(folders)) {
    if (!fs.existsSync(root)) continue
    for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue
      const full = path.join(entry.parentPath, entry.name)
      sums[`${area}/${path.relative(root, full)}`] = createHash('sha256')
        .update(fs.readFileSync(full))
        .digest('hex')
    }
  }
  return sums
}

describe('restore drill', () => {
  let payload: Payload
  // Unset when beforeAll failed before starting it; afterAll still runs.
  let scratch: Awaited<ReturnType<typeof startScratchCluster>> | undefined
  let identity: string
  let backup: BackupResult
  let archive: string
  let originalPrice: Plan['price'] | undefined
  const system = { overrideAccess: true, context: { disableRevalidate: true } }
  const created = {} as Record<
    'enquiry' | 'callback' | 'organisation' | 'project' | 'file' | 'message' | 'client' | 'plan',
    string
  >
  const clientLogin = {
    email: `${tag('drill')}@client.example.co.za`,
    password: `Drill-${randomUUID()}`,
  }
  const sourceFiles = { media: process.env.MEDIA_DIR ?? '', uploads: process.env.UPLOADS_DIR ?? '' }
  const targetFiles = (name: string) => ({
    media: path.join(WORK, name, 'media'),
    uploads: path.join(WORK, name, 'uploads'),
  })
  const scratchUrl = () => required(scratch, 'the scratch cluster').url
  const databaseOn = (name: string) => scratchUrl().replace(/\/[^/]+$/, `/${name}`)
  const createDatabase = (name: string) => query(scratchUrl(), `create database "${name}"`)

  const restoreInto = async (name: string, from: string, key: string) => {
    await createDatabase(name)
    const files = targetFiles(name)
    return restoreBackup({
      archive: fs.createReadStream(from),
      identity: key,
      databaseUrl: databaseOn(name),
      fileStore: fileStoreFrom({ MEDIA_DIR: files.media, UPLOADS_DIR: files.uploads }),
      knownMigrations: committedMigrations(),
      migrate: (databaseUrl) =>
        migrate({ DATABASE_URL: databaseUrl, MEDIA_DIR: files.media, UPLOADS_DIR: files.uploads }),
      workDir: WORK,
    })
  }

  /** What a refused restore must leave: no table in its database, no file in its folders. */
  const untouched = async (name: string) => ({
    tables: Object.keys(await rowCounts(databaseOn(name))).length,
    files: Object.keys(checksums(targetFiles(name))).length,
  })

  beforeAll(async () => {
    payload = await getTestPayload()
    fs.rmSync(WORK, { recursive: true, force: true })
    fs.mkdirSync(WORK, { recursive: true })
    scratch = await startScratchCluster({
      dir: path.join(WORK, 'cluster'),
      port: Number(process.env.DRILL_PG_PORT) || (await freePort()),
      database: 'postgres',
    })
    identity = await generateIdentity()

    // The day's business: leads, a callback, a client organisation with a file and a message, a price edit.
    created.enquiry = (
      await payload.create({
        collection: 'enquiries',
        data: {
          name: 'Drill Lead',
          email: `${tag('lead')}@example.co.za`,
          phone: '+27 82 555 0100',
          message: 'Please quote a website.',
          enquiryType: 'general',
          consent: true,
        } as never,
        ...system,
      })
    ).id
    created.callback = (
      await payload.create({
        collection: 'callbacks',
        data: {
          name: 'Drill Caller',
          email: `${tag('caller')}@example.co.za`,
          phone: '+27 83 555 0100',
          preferredTime: '2031-03-04T09:00:00.000Z',
          consent: true,
        } as never,
        ...system,
      })
    ).id
    created.organisation = (
      await payload.create({
        collection: 'organisations',
        data: { name: tag('Drill Org') },
        ...system,
      })
    ).id
    const client = await payload.create({
      collection: 'users',
      data: {
        ...clientLogin,
        name: 'Drill Client',
        role: 'client',
        organisation: created.organisation,
        memberRole: 'owner',
      },
      ...system,
    })
    created.client = client.id
    created.project = (
      await payload.create({
        collection: 'projects',
        data: {
          name: tag('Drill Project'),
          organisation: created.organisation,
          status: 'planning',
          progress: 0,
        },
        ...system,
      })
    ).id
    const pdf = await makePdf('Drill brief')
    const staff = await seededUser(payload, seedAdmin().email)
    created.file = (
      await payload.create({
        collection: 'project-files',
        data: { project: created.project, organisation: '' },
        file: {
          data: pdf,
          name: `${tag('brief')}.pdf`,
          mimetype: 'application/pdf',
          size: pdf.length,
        },
        user: staff,
        overrideAccess: false,
      })
    ).id
    created.message = (
      await payload.create({
        collection: 'messages',
        data: { project: created.project, type: 'feedback', body: 'Looks good, thanks!' } as never,
        user: { ...client, collection: 'users' },
        overrideAccess: false,
      })
    ).id
    const plan = (await payload.find({ collection: 'plans', limit: 1, depth: 0, sort: 'order' }))
      .docs[0]
    if (!plan) throw new Error('no seeded plan')
    created.plan = plan.id
    originalPrice = plan.price
    await payload.update({
      collection: 'plans',
      id: plan.id,
      data: { price: { ...plan.price, amount: 12_345 } },
      ...system,
    })

    // The client's message started the job runner after its commit (notifications, emails): let
    // it finish, so the backup and the counts the drill compares it with see the same rows.
    await runQueuedJobs(payload)

    const started = Date.now()
    backup = await createBackup({
      recipient: await identityToRecipient(identity),
      destinations: [{ kind: 'local', dir: path.join(WORK, 'archives') }],
      retention: { daily: 7, weekly: 4, monthly: 6 },
      databaseUrl: process.env.DATABASE_URL ?? '',
      fileStore: fileStoreFrom(process.env),
      app: { name: 'agency-site', version: 'drill' },
      workDir: WORK,
    })
    archive = path.join(WORK, 'archives', backup.name)
    console.log(`drill: backup ${backup.bytes} bytes in ${Date.now() - started} ms`)
  })

  afterAll(async () => {
    await scratch?.stop()
    // The end-to-end stage reads this database next: the seeded price comes back.
    if (created.plan && originalPrice)
      await payload.update({
        collection: 'plans',
        id: created.plan,
        data: { price: originalPrice },
        ...system,
      })
    for (const [collection, id] of [
      ['messages', created.message],
      ['project-files', created.file],
      ['projects', created.project],
      ['users', created.client],
      ['organisations', created.organisation],
      ['callbacks', created.callback],
      ['enquiries', created.enquiry],
    ] as const)
      if (id) await payload.delete({ collection, id, overrideAccess: true }).catch(() => undefined)
    fs.rmSync(WORK, { recursive: true, force: true })
  })

  it('the archive is encrypted: no table name, email or file content readable in it', () => {
    const bytes = fs.readFileSync(archive)
    expect(bytes.subarray(0, 21).toString()).toBe('age-encryption.org/v1')
    for (const secret of [
      'payload_migrations',
      seedAdmin().email,
      'Looks good, thanks!',
      'manifest.json',
    ])
      expect(bytes.includes(Buffer.from(secret)), secret).toBe(false)
  })

  it('restores into a fresh cluster: same rows, same files, old passwords work, the edited price is served', async () => {
    const source = process.env.DATABASE_URL ?? ''
    const before = await rowCounts(source)
    expect(backup.manifest.database.tables).toEqual(before)

    const started = Date.now()
    await restoreInto('restored', archive, identity)
    console.log(`drill: restore in ${Date.now() - started} ms`)
    const restored = databaseOn('restored')

    expect(await rowCounts(restored)).toEqual(before)
    for (const [table, id] of [
      ['enquiries', created.enquiry],
      ['callbacks', created.callback],
      ['organisations', created.organisation],
      ['users', created.client],
      ['projects', created.project],
      ['project_files', created.file],
      ['messages', created.message],
      ['plans', created.plan],
    ] as const) {
      const sql = `select * from "${table}" where id = $1`
      expect(await query(restored, sql, [id]), table).toEqual(await query(source, sql, [id]))
    }
    const sql = `select * from users order by id`
    expect(await query(restored, sql)).toEqual(await query(source, sql))

    const sourceSums = checksums(sourceFiles)
    expect(Object.keys(sourceSums).length).toBeGreaterThan(5)
    expect(checksums(targetFiles('restored'))).toEqual(sourceSums)

    // The restored site, in its own process on the restored database and folders.
    const resultFile = path.join(WORK, 'restored-site.json')
    const files = targetFiles('restored')
    await runBundled('tests/helpers/restoredSite.ts', [], {
      DATABASE_URL: restored,
      MEDIA_DIR: files.media,
      UPLOADS_DIR: files.uploads,
      RESULT_FILE: resultFile,
      DRILL_INPUT: JSON.stringify({
        logins: [
          seedAdmin(),
          { email: DEMO_CLIENT.email, password: DEMO_CLIENT.password },
          clientLogin,
        ],
        planId: created.plan,
        messageId: created.message,
        fileId: created.file,
      }),
    })
    const site = JSON.parse(fs.readFileSync(resultFile, 'utf8')) as {
      signIns: Record<string, boolean>
      price: { amount: number }
      message: string
      file: string
    }
    expect(site.signIns).toEqual({
      [seedAdmin().email]: true,
      [DEMO_CLIENT.email]: true,
      [clientLogin.email]: true,
    })
    expect(site.price.amount).toBe(12_345)
    expect(site.message).toBe('Looks good, thanks!')
    expect(fs.existsSync(path.join(files.uploads, site.file))).toBe(true)
  })

  it('refuses a database that has data, unless forced', async () => {
    const files = targetFiles('restored')
    const again = (force: boolean) =>
      restoreBackup({
        archive: fs.createReadStream(archive),
        identity,
        databaseUrl: databaseOn('restored'),
        fileStore: fileStoreFrom({ MEDIA_DIR: files.media, UPLOADS_DIR: files.uploads }),
        knownMigrations: committedMigrations(),
        migrate: (databaseUrl) =>
          migrate({
            DATABASE_URL: databaseUrl,
            MEDIA_DIR: files.media,
            UPLOADS_DIR: files.uploads,
          }),
        force,
        workDir: WORK,
      })
    // The restored site has been used since (the sign-ins above added sessions).
    const used = await rowCounts(databaseOn('restored'))
    await expect(again(false)).rejects.toThrow(
      /already has \d+ tables\..*already has \d+ files\..*--force.*Nothing was restored\./,
    )
    expect(await rowCounts(databaseOn('restored'))).toEqual(used)
    await again(true)
    expect(await rowCounts(databaseOn('restored'))).toEqual(backup.manifest.database.tables)
  })

  it('refuses a wrong key, with nothing written', async () => {
    const wrongKey = await generateIdentity()
    await expect(restoreInto('wrong_key', archive, wrongKey)).rejects.toThrow(
      'This archive was not encrypted to the key given (wrong private key). Nothing was restored.',
    )
    expect(await untouched('wrong_key')).toEqual({ tables: 0, files: 0 })
  })

  it('refuses an archive with a changed byte, with nothing written', async () => {
    const tampered = path.join(WORK, 'tampered.tar.age')
    const bytes = fs.readFileSync(archive)
    const at = Math.floor(bytes.length / 2)
    bytes[at] = (bytes[at] ?? 0) ^ 0x01
    fs.writeFileSync(tampered, bytes)
    await expect(restoreInto('tampered', tampered, identity)).rejects.toThrow(
      /The archive is damaged or was altered .*Nothing was restored\./,
    )
    expect(await untouched('tampered')).toEqual({ tables: 0, files: 0 })
  })

  it('refuses an archive re-sealed with a changed file (it has the public key, not the manifest), with nothing written', async () => {
    const unpacked = path.join(WORK, 'unpacked')
    fs.mkdirSync(unpacked, { recursive: true })
    const plain = await decryptStream(fs.createReadStream(archive), identity)
    await pipeline(plain, tar.x({ cwd: unpacked }))
    const victim = backup.manifest.files.find((file) => file.path.startsWith('files/uploads/'))
    if (!victim) throw new Error('no client file in the archive')
    fs.appendFileSync(path.join(unpacked, victim.path), 'injected')
    const resealed = path.join(WORK, 'resealed.tar.age')
    const packed = Readable.from(
      tar.c({ cwd: unpacked, portable: true }, [
        'manifest.json',
        ...backup.manifest.files.map((f) => f.path),
      ]),
    )
    await pipeline(
      await encryptStream(packed, await identityToRecipient(identity)),
      fs.createWriteStream(resealed),
    )
    await expect(restoreInto('resealed', resealed, identity)).rejects.toThrow(
      `Checksum mismatch for ${victim.path}: the archive was altered or damaged. Nothing was restored.`,
    )
    expect(await untouched('resealed')).toEqual({ tables: 0, files: 0 })
  })

  it('the nightly job writes one archive when a destination is set, and does nothing without one', async () => {
    const dir = path.join(WORK, 'nightly')
    // Payload deletes a job once it completes: a finished job is gone or marked completed. The job
    // is run by id: earlier files leave email jobs failing against a closed SMTP port, and the
    // runner takes the oldest due jobs first, so a backlog of them could keep it from this one.
    // It is due tomorrow, so no runner pass still going in this process takes it as well (run by
    // id, Payload marks it processing without looking): two passes would write two archives.
    const runJob = async () => {
      const job = await payload.jobs.queue({
        task: 'backup',
        input: {},
        waitUntil: new Date(Date.now() + 24 * 60 * 60 * 1000),
      })
      await payload.jobs.runByID({ id: job.id, silent: true })
      const { docs } = await payload.find({
        collection: 'payload-jobs',
        where: { id: { equals: job.id } },
        overrideAccess: true,
      })
      expect(docs.filter((doc) => !doc.completedAt || doc.hasError)).toEqual([])
    }
    await runJob()
    expect(fs.existsSync(dir)).toBe(false)

    vi.stubEnv('BACKUP_DIR', dir)
    vi.stubEnv('BACKUP_AGE_RECIPIENT', await identityToRecipient(identity))
    try {
      await runJob()
    } finally {
      vi.unstubAllEnvs()
    }
    expect(fs.readdirSync(dir)).toEqual([
      expect.stringMatching(/^agency-backup-\d{8}T\d{6}Z\.tar\.age$/),
    ])
  })

  it('names the client tools to install when pg_dump is older than the server', async () => {
    await expect(findPgTool('pg_dump', 99)).rejects.toThrow(
      /pg_dump 99 or newer is needed.*Install postgresql-client-99/,
    )
  })
})
