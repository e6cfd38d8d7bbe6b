import { NextResponse } from 'next/server'

import { getRedirectPairs } from '@/features/content/redirects/redirectPairs'

/**
 * The proxy's redirect map (REDIRECT_MAP_PATH in src/features/content/redirects/proxyRedirects.ts), read from the tagged cache. It
 * shows only what any visitor learns by asking an old path, so it needs no sign-in.
 */
export async function GET() {
  const pairs = await getRedirectPairs()
  return NextResponse.json({ pairs }, { headers: { 'Cache-Control': 'no-store' } })
}

// Never prerendered: the answer must follow the tag, which only a request-time read does.
export const dynamic = 'force-dynamic'
