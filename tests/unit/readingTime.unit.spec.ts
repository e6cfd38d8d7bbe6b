import { describe, expect, it } from 'vitest'

import { readingMinutes, readingTimeLabel } from '@/lib/readingTime'

const text = (value: string) => ({ type: 'text', text: value })
const paragraph = (...children: object[]) => ({ type: 'paragraph', children })
const body = (...children: object[]) => ({ root: { type: 'root', children } })
const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ')

describe('readingMinutes', () => {
  it('is zero for no body or an empty one', () => {
    expect(readingMinutes(null)).toBe(0)
    expect(readingMinutes(body())).toBe(0)
    expect(readingMinutes(body(paragraph(text('   '))))).toBe(0)
  })

  it('rounds any short text up to one minute', () => {
    expect(readingMinutes(body(paragraph(text('Load shedding, again.'))))).toBe(1)
  })

  it('reads 200 words a minute, counting words across nodes and nesting', () => {
    expect(readingMinutes(body(paragraph(text(words(200)))))).toBe(1)
    expect(readingMinutes(body(paragraph(text(words(201)))))).toBe(2)
    const nested = {
      type: 'list',
      children: [{ type: 'listitem', children: [text(words(300))] }],
    }
    expect(readingMinutes(body(paragraph(text(words(300))), nested))).toBe(3)
  })

  it('does not count runs of whitespace or line breaks as words', () => {
    expect(readingMinutes(body(paragraph(text(`${words(200)}\n\n   \t`))))).toBe(1)
  })

  it('adds twelve seconds for each picture', () => {
    const image = { type: 'upload' }
    expect(
      readingMinutes(body(paragraph(text(words(200))), image, image, image, image, image)),
    ).toBe(2)
    expect(readingMinutes(body(image))).toBe(1)
  })

  it('labels minutes for a reader', () => {
    expect(readingTimeLabel(6)).toBe('6 min read')
    expect(readingTimeLabel(0)).toBe('1 min read')
  })
})
