import { APIError, Forbidden, ValidationError, type Payload } from 'payload'

import { canActInPortal, hasPortalRole, organisationOf } from '@/access/roles'
import { recordSecurityEvent } from '@/features/accounts/recordSecurityEvent'
import { requestMeta } from '@/lib/clientAddress'
import { consumeUploadAttempt } from '@/services/rateLimit/uploads'
import { readBodyUpTo } from '@/lib/readBodyUpTo'
import { MAX_UPLOAD_BYTES } from '@/validation/limits'
import * as messages from '@/validation/messages'

/** Marks the refusals the upload hook throws, so the portal's route can answer with their message. */
export const UPLOAD_REFUSED = 'upload-refused'

/** Room for the multipart envelope around the file. */
export const MULTIPART_ALLOWANCE = 64 * 1024
export const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + MULTIPART_ALLOWANCE

export type UploadResponseBody =
  { ok: true; data: { id: string; filename: string } } | { ok: false; message: string }

const reply = (status: number, body: UploadResponseBody) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

const refuse = (status: number, message: string) => reply(status, { ok: false, message })

function isUploadRefusal(error: unknown): error is APIError {
  if (!(error instanceof APIError)) return false
  const data: unknown = error.data
  return (
    typeof data === 'object' && data !== null && 'reason' in data && data.reason === UPLOAD_REFUSED
  )
}

/** Oversize bodies get 413 before parsing; content checks run in the collection hook (docs/decisions.md#uploads). */
export async function handlePortalUpload(payload: Payload, request: Request): Promise<Response> {
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return refuse(401, messages.ACCESS_DENIED.description)
  // Payload reads the session cookie only from same-origin requests, so a cross-site post arrives as nobody.
  // A viewer reads the organisation's files but uploads none; the collection's access says the same.
  if (!hasPortalRole(user) || !canActInPortal(user))
    return refuse(403, messages.ACCESS_DENIED.description)

  const logRefusal = (details: string) => {
    const { ip, userAgent } = requestMeta(request.headers)
    return recordSecurityEvent(payload, {
      type: 'upload-refused',
      userId: user.id,
      email: user.email,
      ip,
      userAgent,
      details,
    })
  }

  const verdict = await consumeUploadAttempt(payload, user.id).catch((err: unknown) => {
    payload.logger.error({ err, msg: 'Upload rate limiter unavailable; allowing the upload' })
    return { allowed: true as const }
  })
  if (!verdict.allowed) {
    return Response.json(
      { ok: false, message: messages.RATE_LIMITED } satisfies UploadResponseBody,
      {
        status: 429,
        headers: { 'Cache-Control': 'no-store', 'Retry-After': String(verdict.retryAfterSeconds) },
      },
    )
  }

  const contentType = request.headers.get('content-type') ?? ''
  if (!contentType.toLowerCase().startsWith('multipart/form-data'))
    return refuse(400, messages.FILE_TYPE_NOT_ALLOWED)

  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
    await logRefusal(`request body of ${declared} bytes: ${messages.FILE_TOO_LARGE}`)
    return refuse(413, messages.FILE_TOO_LARGE)
  }
  const body = await readBodyUpTo(request.body, MAX_BODY_BYTES)
  if (!body) {
    await logRefusal(`request body over ${MAX_BODY_BYTES} bytes: ${messages.FILE_TOO_LARGE}`)
    return refuse(413, messages.FILE_TOO_LARGE)
  }

  let form: FormData
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData()
  } catch {
    return refuse(400, messages.FILE_TYPE_NOT_ALLOWED)
  }
  const file = form.get('file')
  const project = form.get('project')
  if (!(file instanceof File) || typeof project !== 'string' || !project) {
    return refuse(400, messages.FILE_TYPE_NOT_ALLOWED)
  }

  const data = Buffer.from(await file.arrayBuffer())
  try {
    const doc = await payload.create({
      collection: 'project-files',
      // The collection's hook sets the organisation from the project and refuses another's.
      data: { project, organisation: organisationOf(user) ?? '' },
      file: {
        data,
        name: file.name,
        mimetype: file.type || 'application/octet-stream',
        size: data.byteLength,
      },
      user,
      overrideAccess: false,
      req: { headers: request.headers },
    })
    return reply(201, { ok: true, data: { id: doc.id, filename: doc.filename ?? file.name } })
  } catch (error) {
    if (isUploadRefusal(error)) return refuse(error.status, error.message)
    if (error instanceof Forbidden) return refuse(403, messages.ACCESS_DENIED.description)
    if (error instanceof ValidationError && error.data.errors.some((e) => e.path === 'file')) {
      // Payload's own content checks (e.g. a PDF without its cross-reference table) passed ours.
      await logRefusal(`${file.name}: ${error.message}`)
      return refuse(415, messages.FILE_TYPE_NOT_ALLOWED)
    }
    if (error instanceof ValidationError) return refuse(422, messages.ENQUIRY_FAILED_FALLBACK)
    payload.logger.error({ err: error, msg: 'Portal upload failed unexpectedly' })
    return refuse(500, messages.UNEXPECTED)
  }
}
