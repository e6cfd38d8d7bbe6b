'use server'

import { revalidatePath } from 'next/cache'
import { Forbidden, ValidationError, type Payload } from 'payload'

import { hasPortalRole } from '@/access/roles'
import { getPortalSession } from '@/data/portal'
import { fieldErrorsOf, type ActionResult } from '@/lib/actionResult'
import { PATHS } from '@/utilities/paths'
import * as messages from '@/validation/messages'
import { feedbackSchema, portalMessageSchema } from '@/validation/portal'

/**
 * Maps what the Local API throws to what a client may see. Payload's access control and the
 * collections' hooks decide; a refusal reads the same whether the project is someone else's or
 * does not exist.
 */
function failure(payload: Payload, error: unknown, what: string): { ok: false; message: string } {
  if (error instanceof Forbidden) return { ok: false, message: messages.ACCESS_DENIED.description }
  if (error instanceof ValidationError)
    return { ok: false, message: messages.ENQUIRY_FAILED_FALLBACK }
  payload.logger.error({ err: error, msg: `Portal: could not ${what}` })
  return { ok: false, message: messages.UNEXPECTED }
}

const signedInClient = async () => {
  const session = await getPortalSession()
  return hasPortalRole(session.user) ? { ...session, user: session.user } : null
}

/** A client's message in one of their project threads. */
export async function postMessageAction(input: unknown): Promise<ActionResult<{ id: string }>> {
  const session = await signedInClient()
  if (!session) return { ok: false, message: messages.ACCESS_DENIED.description }
  const parsed = portalMessageSchema.safeParse(input)
  if (!parsed.success) {
    return {
      ok: false,
      message: messages.ENQUIRY_FAILED_FALLBACK,
      fieldErrors: fieldErrorsOf(parsed.error),
    }
  }
  const { payload, user } = session
  try {
    // owner, author, authorName and type are set by the collection's hook from the user.
    const doc = await payload.create({
      collection: 'messages',
      data: {
        project: parsed.data.project,
        body: parsed.data.body,
        owner: user.id,
        author: user.id,
        type: 'feedback',
      },
      user,
      overrideAccess: false,
    })
    revalidatePath(PATHS.clientPortal)
    return { ok: true, data: { id: doc.id } }
  } catch (error) {
    return failure(payload, error, 'post a message')
  }
}

/** The spec's Feedback form, wired: staff see it under Feedback in the admin panel. */
export async function sendFeedbackAction(input: unknown): Promise<ActionResult<{ id: string }>> {
  const session = await signedInClient()
  if (!session) return { ok: false, message: messages.ACCESS_DENIED.description }
  const parsed = feedbackSchema.safeParse(input)
  if (!parsed.success) {
    return {
      ok: false,
      message: messages.ENQUIRY_FAILED_FALLBACK,
      fieldErrors: fieldErrorsOf(parsed.error),
    }
  }
  const { payload, user } = session
  const { project, category, priority, text } = parsed.data
  try {
    const doc = await payload.create({
      collection: 'feedback',
      data: {
        client: user.id,
        project: project || undefined,
        category,
        priority,
        text,
        status: 'new',
      },
      user,
      overrideAccess: false,
    })
    revalidatePath(PATHS.clientPortal)
    return { ok: true, data: { id: doc.id } }
  } catch (error) {
    return failure(payload, error, 'send feedback')
  }
}

/** Deletes one of the client's own uploads; the collection's delete access decides which. */
export async function deleteProjectFileAction(
  id: unknown,
): Promise<ActionResult<{ filename: string }>> {
  const session = await signedInClient()
  if (!session) return { ok: false, message: messages.ACCESS_DENIED.description }
  if (typeof id !== 'string' || !id)
    return { ok: false, message: messages.ACCESS_DENIED.description }
  const { payload, user } = session
  try {
    const { docs, errors } = await payload.delete({
      collection: 'project-files',
      where: { id: { equals: id } },
      user,
      overrideAccess: false,
    })
    const deleted = docs[0]
    if (!deleted || errors.length) return { ok: false, message: messages.ACCESS_DENIED.description }
    revalidatePath(PATHS.clientPortal)
    return { ok: true, data: { filename: deleted.filename ?? '' } }
  } catch (error) {
    return failure(payload, error, 'delete a file')
  }
}
