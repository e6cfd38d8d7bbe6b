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

// The tick lists (.checks) draw their tick as a CSS mask of its own data: URL, so the tick's shape is
// written twice: there and as the sprite's `check`. Both must stay the same shape.
describe('the tick lists’ mask', () => {
  const css = fs.readFileSync(path.resolve('src/styles/globals.css'), 'utf8')
  const url = /--icon-check:\s*url\("data:image\/svg\+xml,([^"]+)"\)/.exec(css)?.[1]
  const mask = decodeURIComponent(url ?? '')
  const shapeOf = (svg: string) => ({
    paths: [...svg.matchAll(/<path d=['"]([^'"]+)/g)].map(([, d]) => d),
    viewBox: /viewBox=['"]([^'"]+)/.exec(svg)?.[1],
    strokeWidth: /stroke-width=['"]([^'"]+)/.exec(svg)?.[1],
  })

  it('is the sprite’s check', () => {
    expect(url, '--icon-check in globals.css').toBeDefined()
    const check = symbols.get('check')
    const sprite = shapeOf(`<svg ${check?.attributes}>${check?.body}</svg>`)
    expect(sprite.paths).toHaveLength(1)
    expect(shapeOf(mask)).toEqual(sprite)
  })
})
