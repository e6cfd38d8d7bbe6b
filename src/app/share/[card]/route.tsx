import { ImageResponse } from 'next/og'

import { readShareCard, SHARE_CARD_SIZE } from '@/lib/shareCard'
import { env } from '@/env'

// Each card is rendered on its first request and then served from Next's cache as a static file,
// never rendered per visit; the signed address (lib/shareCard.ts) bounds which cards exist.
export const dynamic = 'force-static'
export const dynamicParams = true
export const revalidate = false

export function generateStaticParams(): { card: string }[] {
  return []
}

export async function GET(_request: Request, { params }: { params: Promise<{ card: string }> }) {
  const text = readShareCard((await params).card, env.payloadSecret)
  if (!text) return new Response('Not found', { status: 404 })
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 48,
        padding: '72px 80px',
        background: 'linear-gradient(135deg, #0f172a 0%, #1e3a8a 100%)',
        color: '#ffffff',
      }}
    >
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          fontSize: 36,
          fontWeight: 700,
          color: '#93c5fd',
        }}
      >
        {text.brand}
      </div>
      <div
        style={{
          display: 'flex',
          fontSize: text.title.length > 60 ? 56 : 72,
          fontWeight: 700,
          lineHeight: 1.15,
        }}
      >
        {text.title}
      </div>
    </div>,
    SHARE_CARD_SIZE,
  )
}
