import fs from 'node:fs'
import { Readable } from 'node:stream'

import { GetObjectCommand } from '@aws-sdk/client-s3'

import { BackupRefused } from './manifest'
import { s3Client } from './s3'
import { backupS3 } from '@/env/backupSettings'

/** A local path, or `s3://bucket/key` read with the backup bucket's settings (BACKUP_S3_* / S3_*). */
export async function openArchive(
  location: string,
  vars: Readonly<Record<string, string | undefined>>,
): Promise<Readable> {
  const s3 = /^s3:\/\/([^/]+)\/(.+)$/.exec(location)
  if (!s3) {
    if (!fs.existsSync(location)) throw new BackupRefused(`No archive at ${location}.`)
    return fs.createReadStream(location)
  }
  const [, bucket, key] = s3
  const destination = backupS3({ ...vars, BACKUP_S3_BUCKET: bucket })
  if (!destination)
    throw new BackupRefused('Reading from S3 needs BACKUP_S3_* (or S3_*) connection settings.')
  const object = await s3Client(destination.s3).send(
    new GetObjectCommand({ Bucket: bucket, Key: key }),
  )
  if (!(object.Body instanceof Readable)) throw new BackupRefused(`No archive at ${location}.`)
  return object.Body
}
