import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { SERVICE_ICONS } from '@/collections/Services'
import { SPRITE_ICONS } from '@/components/ui/SpriteIcon'

const sprite = fs.readFileSync(path.resolve('src/components/ui/icons.svg'), 'utf8')
const symbols = new Map(
  [...sprite.matchAll(/<symbol id="([^"]+)"([^>]*)>([\s\S]*?)<\/symbol>/g)].map(
    ([, id, attributes, body]) => [id, { attributes, body }],
  ),
)

// An icon whose symbol is missing draws nothing, and no error says so: <use> is silent.
describe('the icon sprite', () => {
  it.each([...SERVICE_ICONS, ...SPRITE_ICONS])('draws %s', (name) => {
    const symbol = symbols.get(name)
    expect(symbol, `no <symbol id="${name}"> in icons.svg`).toBeDefined()
    expect(symbol?.attributes).toContain('viewBox="0 0 24 24"')
    expect(symbol?.body).toMatch(/<(path|circle|rect)\s/)
  })

  it('draws in the text colour, as the icons did before', () => {
    for (const [id, { attributes }] of symbols) {
      expect(attributes, id).toMatch(/(stroke|fill)="currentColor"/)
      expect(attributes, id).not.toMatch(/"(black|#[0-9a-f]+)"/i)
    }
  })
})
