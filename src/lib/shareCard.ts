import { sign, verify } from '@/lib/signing'

/** Card text travels signed in the URL, so the route renders only cards our pages link to. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const
export const SHARE_CARD_PREFIX = '/share'

const CARD_EXTENSION = '.png'

export type ShareCardText = { title: string; brand: string }

export function shareCardPath(text: ShareCardText, secret: string): string {
  const data = Buffer.from(JSON.stringify([text.title, text.brand]), 'utf8').toString('base64url')
  return `${SHARE_CARD_PREFIX}/${sign('share-card', data, { secret })}${CARD_EXTENSION}`
}

/** The card's text, or null for an address we did not sign. */
export function readShareCard(card: string, secret: string): ShareCardText | null {
  if (!card.endsWith(CARD_EXTENSION)) return null
  const verified = verify('share-card', card.slice(0, -CARD_EXTENSION.length), { secret })
  if (!verified.ok) return null
  try {
    const parsed: unknown = JSON.parse(Buffer.from(verified.payload, 'base64url').toString('utf8'))
    if (!Array.isArray(parsed) || typeof parsed[0] !== 'string' || typeof parsed[1] !== 'string')
      return null
    return { title: parsed[0], brand: parsed[1] }
  } catch {
    return null
  }
}
