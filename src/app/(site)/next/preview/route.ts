import { draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'

import { hasEditorRole } from '@/access/roles'
import { getPayloadClient } from '@/data/payload'
import { isPreviewablePath } from '@/utilities/previewPath'

/** Draft mode for editors (and admins); the path must be a previewable page, so this is never an open redirect. */
export async function GET(request: NextRequest) {
  const path = request.nextUrl.searchParams.get('path') ?? ''
  if (!isPreviewablePath(path)) {
    return NextResponse.json({ message: 'This page has no preview.' }, { status: 400 })
  }

  const payload = await getPayloadClient()
  let user: Awaited<ReturnType<typeof payload.auth>>['user'] = null
  try {
    ;({ user } = await payload.auth({ headers: request.headers }))
  } catch (err) {
    payload.logger.error({ err, msg: 'Preview: could not read the session' })
  }
  if (!user)
    return NextResponse.json(
      { message: 'Sign in to the admin to preview drafts.' },
      { status: 401 },
    )
  if (!hasEditorRole(user))
    return NextResponse.json({ message: 'Only editors can preview drafts.' }, { status: 403 })

  const draft = await draftMode()
  draft.enable()
  return NextResponse.redirect(new URL(path, request.nextUrl.origin), 307)
}
