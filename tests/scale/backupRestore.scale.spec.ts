/**
 * The restore drill on the scale-out stage's storage: the database and the S3 bucket the instances
 * write to (s3rver on loopback), backed up to a bucket of its own, pruned there, then restored
 * from s3:// into a fresh Postgres cluster and an empty bucket. The full drill (sign-ins, prices,
 * refusals) runs on local storage: tests/int/backupRestore.int.spec.ts.
 */
import { createHash, randomUUID } from 'node:crypto'
import path from 'node:path'
import { Readable } from 'node:stream'

import {
  CreateBucketCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3'
import { generateIdentity, identityToRecipient } from 'age-encryption'
import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import { createBackup } from '@/features/backup/createBackup'
import { fileStoreFrom } from '@/features/backup/fileStore'
import { openArchive } from '@/features/backup/openArchive'
import { restoreBackup } from '@/features/backup/restoreBackup'
import { archiveName } from '@/features/backup/retention'
import { s3Client } from '@/features/backup/s3'
import type { S3Settings } from '@/env/storageSettings'

import { startScratchCluster } from '../../scripts/db'
import { freePort } from '../../scripts/lib/server'
import { committedMigrations, migrate } from '../../scripts/run'
import { appUrl, SCALE_SERVER_URL, startStack, type Stack } from '../../scripts/scale/stack'
import { DEMO_CLIENT } from '../../seed/data/users'
import { first } from '../helpers/lists'
import { makePdf } from '../helpers/portalFiles'
import { stopAfterAll } from '../helpers/stopAfterAll'

const WORK = path.resolve('.tmp/backup-drill-s3')
const DAY = 86_400_000

let stack: Stack
let scratch: Awaited<ReturnType<typeof startScratchCluster>>
const stopLater = stopAfterAll()

async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ schema: string; name: string }>(
      `select schemaname as schema, tablename as name from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`,
    )
    const counts: Record<string, number> = {}
    for (const { schema, name } of rows) {
      const result = await client.query<{ n: string }>(
        `select count(*) as n from "${schema}"."${name}"`,
      )
      counts[`${schema}.${name}`] = Number(result.rows[0]?.n)
    }
    return counts
  } finally {
    await client.end()
  }
}

/** Every object of a bucket: its SHA-256 and Content-Type. */
async function objects(s3: S3Settings): Promise<Record<string, string>> {
  const client = s3Client(s3)
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))
  const found: Record<string, string> = {}
  for (const { Key } of listed.Contents ?? []) {
    if (!Key) continue
    const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key }))
    const bytes = await (object.Body as Readable).toArray()
    found[Key] = `${createHash('sha256')
      .update(Buffer.concat(bytes as Buffer[]))
      .digest('hex')} ${object.ContentType}`
  }
  return found
}

beforeAll(async () => {
  if (!process.env.DATABASE_URL)
    throw new Error('Run through `npm run test:scale` (it provides the database and the build)')
  stack = await startStack({
    name: 'backupRestore',
    dbEnv: { DATABASE_URL: process.env.DATABASE_URL },
    instances: 1,
  })
  stopLater(() => stack.stop())
  scratch = await startScratchCluster({
    dir: path.join(WORK, 'cluster'),
    port: await freePort(),
    database: 'restored',
  })
  stopLater(() => scratch.stop())
})

describe('backups on the scale-out stage (S3)', () => {
  it('backs up the bucket to S3, prunes there, and restores from s3:// into a fresh cluster and an empty bucket', async () => {
    // A client file uploaded through an instance, so the bucket holds what the app writes.
    const login = await fetch(`${appUrl(0)}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_CLIENT.email, password: DEMO_CLIENT.password }),
    })
    const { token } = (await login.json()) as { token: string }
    const projects = (await (
      await fetch(`${appUrl(0)}/api/projects?depth=0`, {
        headers: { authorization: `JWT ${token}` },
      })
    ).json()) as { docs: { id: string }[] }
    const form = new FormData()
    form.set('project', first(projects.docs, 'a project').id)
    const pdf = await makePdf('Backed up')
    form.set(
      'file',
      new File([new Uint8Array(pdf)], `backup-${randomUUID().slice(0, 8)}.pdf`, {
        type: 'application/pdf',
      }),
    )
    const uploaded = await fetch(`${appUrl(0)}/portal-api/files`, {
      method: 'POST',
      body: form,
      headers: { cookie: `payload-token=${token}`, origin: SCALE_SERVER_URL },
    })
    expect(uploaded.status).toBe(201)

    const files = fileStoreFrom(stack.env)
    const source = {
      endpoint: stack.env.S3_ENDPOINT ?? '',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      bucket: stack.env.S3_BUCKET ?? '',
    }
    const backups = { ...source, bucket: 'agency-backups' }
    const restoredBucket = { ...source, bucket: 'agency-restored' }
    const client = s3Client(source)
    await client.send(new CreateBucketCommand({ Bucket: backups.bucket }))
    await client.send(new CreateBucketCommand({ Bucket: restoredBucket.bucket }))
    // Ten older nightly archives: with 3 daily and nothing else, 7 of them must go.
    const now = new Date()
    for (let day = 1; day <= 10; day += 1)
      await client.send(
        new PutObjectCommand({
          Bucket: backups.bucket,
          Key: `backups/${archiveName(new Date(now.getTime() - day * DAY))}`,
          Body: 'old',
        }),
      )

    const identity = await generateIdentity()
    const backup = await createBackup({
      recipient: await identityToRecipient(identity),
      destinations: [{ kind: 's3', s3: backups, prefix: 'backups/' }],
      retention: { daily: 3, weekly: 0, monthly: 0 },
      databaseUrl: process.env.DATABASE_URL ?? '',
      fileStore: files,
      app: { name: 'agency-site', version: 'scale-drill' },
      workDir: path.resolve('.tmp'),
      now,
    })
    expect(backup.manifest.fileStore.kind).toBe('s3')
    expect(backup.manifest.files.length).toBeGreaterThan(1)
    const kept = await s3Client(backups).send(
      new ListObjectsV2Command({ Bucket: backups.bucket, Prefix: 'backups/' }),
    )
    expect((kept.Contents ?? []).map((o) => o.Key).sort()).toEqual(
      [0, 1, 2].map((day) => `backups/${archiveName(new Date(now.getTime() - day * DAY))}`).sort(),
    )

    const vars = {
      BACKUP_S3_ENDPOINT: source.endpoint,
      BACKUP_S3_REGION: source.region,
      BACKUP_S3_ACCESS_KEY_ID: source.accessKeyId,
      BACKUP_S3_SECRET_ACCESS_KEY: source.secretAccessKey,
    }
    const target = {
      S3_ENDPOINT: source.endpoint,
      S3_BUCKET: restoredBucket.bucket,
      S3_REGION: source.region,
      S3_ACCESS_KEY_ID: source.accessKeyId,
      S3_SECRET_ACCESS_KEY: source.secretAccessKey,
    }
    await restoreBackup({
      archive: await openArchive(`s3://${backups.bucket}/backups/${backup.name}`, vars),
      identity,
      databaseUrl: scratch.url,
      fileStore: fileStoreFrom(target),
      knownMigrations: committedMigrations(),
      migrate: (databaseUrl) => migrate({ ...target, DATABASE_URL: databaseUrl }),
      workDir: path.resolve('.tmp'),
    })

    expect(await rowCounts(scratch.url)).toEqual(backup.manifest.database.tables)
    const original = await objects(source)
    expect(Object.keys(original).length).toBeGreaterThan(0)
    expect(await objects(restoredBucket)).toEqual(original)
  })
})
