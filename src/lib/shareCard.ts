import { createHmac, timingSafeEqual } from 'node:crypto'

/** Card text travels signed in the URL, so the route renders only cards our pages link to. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const
export const SHARE_CARD_PREFIX = '/share'

export type ShareCardText = { title: string; brand: string }

const sign = (data: string, secret: string) =>
  createHmac('sha256', secret).update(data).digest('base64url').slice(0, 22)

export function shareCardPath(text: ShareCardText, secret: string): string {
  const data = Buffer.from(JSON.stringify([text.title, text.brand]), 'utf8').toString('base64url')
  return `${SHARE_CARD_PREFIX}/${data}.${sign(data, secret)}.png`
}

/** The card's text, or null for an address we did not sign. */
export function readShareCard(card: string, secret: string): ShareCardText | null {
  const match = /^([A-Za-z0-9_-]{1,2000})\.([A-Za-z0-9_-]{22})\.png$/.exec(card)
  if (!match) return null
  const [, data, signature] = match as unknown as [string, string, string]
  const expected = Buffer.from(sign(data, secret))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const parsed: unknown = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'))
    if (!Array.isArray(parsed) || typeof parsed[0] !== 'string' || typeof parsed[1] !== 'string')
      return null
    return { title: parsed[0], brand: parsed[1] }
  } catch {
    return null
  }
}
