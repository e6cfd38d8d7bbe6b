import { draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'

/** Leaves draft mode and returns to the published page (same-origin paths only). */
export async function GET(request: NextRequest) {
  const path = request.nextUrl.searchParams.get('path') ?? '/'
  const target = path.startsWith('/') && !path.startsWith('//') ? path : '/'
  const draft = await draftMode()
  draft.disable()
  return NextResponse.redirect(new URL(target, request.nextUrl.origin), 307)
}
