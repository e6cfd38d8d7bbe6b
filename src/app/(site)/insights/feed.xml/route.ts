import { getArticleFeed } from '@/data/insights'

// Built once and kept, like the pages: its read carries the articles' tags, so a publish expires it.
export const dynamic = 'force-static'

export async function GET() {
  return new Response(await getArticleFeed(), {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
  })
}
