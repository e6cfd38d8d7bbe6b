'use server'

import { revalidatePath } from 'next/cache'
import { Forbidden, ValidationError, type Payload } from 'payload'

import { canActInPortal, hasPortalRole, organisationOf } from '@/access/roles'
import { getPortalSession } from '@/features/portal/data/portal'
import { invalidInput, type ActionResult } from '@/lib/actionResult'
import { PATHS } from '@/utilities/paths'
import * as messages from '@/validation/messages'
import { feedbackSchema, portalMessageSchema } from '@/validation/portal'
import type * as z from '@/validation/zod'

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

/** An owner or member of a client organisation: a viewer reads but never acts. */
const signedInClient = async () => {
  const session = await getPortalSession()
  return hasPortalRole(session.user) && canActInPortal(session.user)
    ? { ...session, user: session.user }
    : null
}

type ClientSession = NonNullable<Awaited<ReturnType<typeof signedInClient>>>

/** A signed-in client's create, under their own access, from input the schema accepts. */
async function createAsClient<S extends z.ZodType>(
  schema: S,
  input: unknown,
  what: string,
  create: (data: z.infer<S>, session: ClientSession) => Promise<{ id: string }>,
): Promise<ActionResult<{ id: string }>> {
  const session = await signedInClient()
  if (!session) return { ok: false, message: messages.ACCESS_DENIED.description }
  const parsed = schema.safeParse(input)
  if (!parsed.success) {
    return invalidInput(parsed.error)
  }
  try {
    const doc = await create(parsed.data, session)
    revalidatePath(PATHS.clientPortal)
    return { ok: true, data: { id: doc.id } }
  } catch (error) {
    return failure(session.payload, error, what)
  }
}

/** A client's message in one of their project threads. */
export async function postMessageAction(input: unknown): Promise<ActionResult<{ id: string }>> {
  return createAsClient(portalMessageSchema, input, 'post a message', (data, { payload, user }) =>
    // organisation, author, authorName and type are set by the collection's hook.
    payload.create({
      collection: 'messages',
      data: {
        ...data,
        organisation: organisationOf(user) ?? '',
        author: user.id,
        type: 'feedback',
      },
      user,
      overrideAccess: false,
    }),
  )
}

/** The spec's Feedback form, wired: staff see it under Feedback in the admin panel. */
export async function sendFeedbackAction(input: unknown): Promise<ActionResult<{ id: string }>> {
  return createAsClient(feedbackSchema, input, 'send feedback', (data, { payload, user }) =>
    payload.create({
      collection: 'feedback',
      data: {
        ...data,
        organisation: organisationOf(user) ?? '',
        project: data.project || undefined,
        status: 'new',
      },
      user,
      overrideAccess: false,
    }),
  )
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
