import { stat } from 'node:fs/promises'
import path from 'node:path'

import { headersWithCors, type PayloadRequest, type UploadConfig } from 'payload'

import { NOT_FOUND } from '@/validation/messages'

type UploadHandler = NonNullable<UploadConfig['handlers']>[number]

/** A 404 answer when the file is missing; nothing when it exists (Payload then serves it). */
async function answerWhenMissing(req: PayloadRequest, dir: string, filename: string): Promise<Response | undefined> {
  const filePath = path.resolve(dir, filename)
  // Payload itself refuses names that leave the directory.
  if (!filePath.startsWith(dir + path.sep)) return undefined
  try {
    await stat(filePath)
    return undefined
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
    return Response.json({ errors: [{ message: NOT_FOUND }] }, { status: 404, headers: headersWithCors({ headers: new Headers(), req }) })
  }
}

/**
 * Payload answers a request for an upload whose file is not on disk with a 500. To a visitor
 * that is simply a missing file: 404. Runs after Payload's access check on the file.
 */
export const missingFileNotFound =
  (staticDir: string): UploadHandler =>
  // Payload's type says Promise<Response> | Promise<void>; an async function's is one Promise of
  // the union, which Payload handles the same way (it checks `instanceof Response`).
  (req, { params }) => answerWhenMissing(req, path.resolve(staticDir), params.filename) as Promise<Response>
