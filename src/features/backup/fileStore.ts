import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3'

import { s3Settings, type S3Settings } from '@/env/storageSettings'

import { s3Client } from './s3'

/** One stored file: its key inside the store, and for S3 its Content-Type (served back as is). */
export type StoredFile = { key: string; contentType?: string }

/**
 * The media and client files, where the site keeps them: two local folders, or one S3 bucket
 * (payload.config.ts). Keys are `media/<name>` and `uploads/<name>` locally, the object key in S3.
 */
export type FileStore = {
  kind: 'local' | 's3'
  describe: string
  list: () => Promise<StoredFile[]>
  download: (file: StoredFile, to: string) => Promise<void>
  upload: (file: StoredFile, from: string) => Promise<void>
  /** Deletes every file (restore --force only). */
  clear: () => Promise<void>
}

function localStore(folders: Record<'media' | 'uploads', string>): FileStore {
  const locate = (key: string) => {
    const [area, ...rest] = key.split('/')
    const root = folders[area as keyof typeof folders]
    const target = root && path.resolve(root, ...rest)
    if (!root || !target || !target.startsWith(path.resolve(root) + path.sep))
      throw new Error(`Not a file of the local store: ${key}`)
    return target
  }
  return {
    kind: 'local',
    describe: `${folders.media} and ${folders.uploads}`,
    list: () =>
      Promise.resolve(
        Object.entries(folders).flatMap(([area, root]) =>
          fs.existsSync(root)
            ? fs
                .readdirSync(root, { recursive: true, withFileTypes: true })
                .filter((entry) => entry.isFile())
                .map((entry) => ({
                  key: [area, path.relative(root, path.join(entry.parentPath, entry.name))].join(
                    '/',
                  ),
                }))
            : [],
        ),
      ),
    download: async (file, to) => {
      fs.mkdirSync(path.dirname(to), { recursive: true })
      await fs.promises.copyFile(locate(file.key), to)
    },
    upload: async (file, from) => {
      const target = locate(file.key)
      fs.mkdirSync(path.dirname(target), { recursive: true })
      await fs.promises.copyFile(from, target)
    },
    clear: async () => {
      for (const root of Object.values(folders))
        await fs.promises.rm(root, { recursive: true, force: true })
    },
  }
}

function bucketStore(s3: S3Settings): FileStore {
  const client = s3Client(s3)
  const Bucket = s3.bucket
  const listKeys = async (): Promise<StoredFile[]> => {
    const keys: string[] = []
    let ContinuationToken: string | undefined
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }))
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key)
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (ContinuationToken)
    return keys.map((key) => ({ key }))
  }
  return {
    kind: 's3',
    describe: `S3 bucket ${Bucket} at ${s3.endpoint}`,
    list: listKeys,
    download: async (file, to) => {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: file.key }))
      if (!(object.Body instanceof Readable)) throw new Error(`No body for ${file.key}`)
      fs.mkdirSync(path.dirname(to), { recursive: true })
      await pipeline(object.Body, fs.createWriteStream(to))
      file.contentType = object.ContentType
    },
    upload: async (file, from) => {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: file.key,
          Body: fs.createReadStream(from),
          ContentLength: fs.statSync(from).size,
          ContentType: file.contentType,
        }),
      )
    },
    clear: async () => {
      const keys = await listKeys()
      for (let i = 0; i < keys.length; i += 1000)
        await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: keys.slice(i, i + 1000).map(({ key }) => ({ Key: key })) },
          }),
        )
    },
  }
}

/** The store the site uses with these variables (the same rule as src/collections/Media and ProjectFiles). */
export function fileStoreFrom(vars: Readonly<Record<string, string | undefined>>): FileStore {
  const s3 = s3Settings(vars)
  if (s3) return bucketStore(s3)
  return localStore({
    media: vars.MEDIA_DIR ?? path.resolve(process.cwd(), '.data/media'),
    uploads: vars.UPLOADS_DIR ?? path.resolve(process.cwd(), '.data/uploads'),
  })
}
