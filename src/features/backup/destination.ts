import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'

import type { BackupDestinationSettings } from '@/env/backupSettings'
import { s3Client } from './s3'

/** A place archives are kept: written once, listed and pruned by name. */
export type BackupDestination = {
  describe: string
  /** Streams the archive in; a half-written archive never appears under its final name. */
  put: (name: string, body: Readable) => Promise<string>
  list: () => Promise<string[]>
  remove: (name: string) => Promise<void>
}

function localDestination(dir: string): BackupDestination {
  const root = path.resolve(dir)
  return {
    describe: root,
    put: async (name, body) => {
      fs.mkdirSync(root, { recursive: true })
      const target = path.join(root, name)
      const partial = `${target}.partial`
      try {
        await pipeline(body, fs.createWriteStream(partial, { mode: 0o600 }))
        fs.renameSync(partial, target)
      } finally {
        fs.rmSync(partial, { force: true })
      }
      return target
    },
    list: () => Promise.resolve(fs.existsSync(root) ? fs.readdirSync(root) : []),
    remove: (name) => fs.promises.rm(path.join(root, name), { force: true }),
  }
}

function s3Destination(
  settings: Extract<BackupDestinationSettings, { kind: 's3' }>,
): BackupDestination {
  const client = s3Client(settings.s3)
  const Bucket = settings.s3.bucket
  return {
    describe: `s3://${Bucket}/${settings.prefix}`,
    // Multipart upload: parts of 8 MiB, four in flight, so memory stays small for any archive size;
    // S3 shows the object only once the upload completes.
    put: async (name, body) => {
      const Key = `${settings.prefix}${name}`
      await new Upload({
        client,
        params: { Bucket, Key, Body: body, ContentType: 'application/octet-stream' },
        partSize: 8 * 1024 * 1024,
        queueSize: 4,
      }).done()
      return `s3://${Bucket}/${Key}`
    },
    list: async () => {
      const names: string[] = []
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: settings.prefix, ContinuationToken }),
        )
        for (const object of page.Contents ?? [])
          if (object.Key) names.push(object.Key.slice(settings.prefix.length))
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
      return names.filter((name) => name && !name.includes('/'))
    },
    remove: async (name) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: `${settings.prefix}${name}` }))
    },
  }
}

export function backupDestination(settings: BackupDestinationSettings): BackupDestination {
  return settings.kind === 'local' ? localDestination(settings.dir) : s3Destination(settings)
}
