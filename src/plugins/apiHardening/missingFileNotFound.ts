import { stat } from 'node:fs/promises'
import path from 'node:path'

import { headersWithCors, type PayloadRequest, type UploadConfig } from 'payload'

import { NOT_FOUND } from '@/validation/messages'

type UploadHandler = NonNullable<UploadConfig['handlers']>[number]

/** A 404 answer when the file is missing; nothing when it exists (Payload then serves it). */
async function answerWhenMissing(
  req: PayloadRequest,
  dir: string,
  filename: string,
): Promise<Response | undefined> {
  const filePath = path.resolve(dir, filename)
  // Payload itself refuses names that leave the directory.
  if (!filePath.startsWith(dir + path.sep)) return undefined
  try {
    await stat(filePath)
    return undefined
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
    return Response.json(
      { errors: [{ message: NOT_FOUND }] },
      { status: 404, headers: headersWithCors({ headers: new Headers(), req }) },
    )
  }
}

/** Payload answers a missing upload file with a 500; to a visitor it is a 404. Runs after the access check. */
export const missingFileNotFound =
  (staticDir: string): UploadHandler =>
  // Payload checks `instanceof Response`, so one Promise of the union is handled the same way.
  (req, { params }) =>
    answerWhenMissing(req, path.resolve(staticDir), params.filename) as Promise<Response>
