import { describe, expect, it } from 'vitest'

import { cleanFields, cleanText } from '@/lib/cleanText'

describe('cleanText', () => {
  it('leaves ordinary text alone', () => {
    expect(cleanText('Hello, I need a website for my bakery.')).toBe(
      'Hello, I need a website for my bakery.',
    )
    expect(cleanText('Line one\nLine two\tindented')).toBe('Line one\nLine two\tindented')
  })

  it('returns the characters a person typed, not HTML entities', () => {
    expect(cleanText('Tom & Jerry')).toBe('Tom & Jerry')
    expect(cleanText('"quoted" and \'single\'')).toBe('"quoted" and \'single\'')
    expect(cleanText('R5 000 & up')).toBe('R5 000 & up')
  })

  it('removes markup but keeps its text', () => {
    expect(cleanText('<b>Bold</b> and <i>italic</i>')).toBe('Bold and italic')
    expect(cleanText('<a href="https://evil.example">click</a>')).toBe('click')
    expect(cleanText('<img src=x onerror=alert(1)>Hi')).toBe('Hi')
    expect(cleanText('a<!-- hidden -->b')).toBe('ab')
  })

  it('removes scripts and styles with their contents', () => {
    expect(cleanText('<script>alert(1)</script>Hello')).toBe('Hello')
    expect(cleanText('<SCRIPT type="text/javascript">steal()</SCRIPT>Hi')).toBe('Hi')
    expect(cleanText('<style>body{display:none}</style>Hi')).toBe('Hi')
  })

  it('strips every < and >', () => {
    expect(cleanText('1 < 2 > 0')).toBe('1  2  0')
    expect(cleanText('<<script>script>alert(1)<</script>/script>')).not.toMatch(/[<>]/)
  })

  it('does not turn escaped markup back into markup', () => {
    expect(cleanText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('scriptalert(1)/script')
    expect(cleanText('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;')
    expect(cleanText('&#60;img src=x&#62;')).toBe('img src=x')
  })

  it('removes javascript:, data: and vbscript: in any case', () => {
    expect(cleanText('javascript:alert(1)')).toBe('alert(1)')
    expect(cleanText('JaVaScRiPt:alert(1)')).toBe('alert(1)')
    expect(cleanText('DATA:text/html,hi')).toBe('text/html,hi')
    expect(cleanText('VBScript:MsgBox')).toBe('MsgBox')
    expect(cleanText('see javascript:x and data:y')).toBe('see x and y')
  })

  it('does not let a removed scheme reassemble another', () => {
    expect(cleanText('javajavascript:script:alert(1)')).toBe('alert(1)')
    expect(cleanText('jajavascript:vajavascript:script:x')).toBe('x')
    expect(cleanText('dadata:ta:x')).toBe('x')
    expect(cleanText('vbvbscript:script:x')).toBe('x')
  })

  it('sees schemes through characters a browser would skip or a reader cannot see', () => {
    expect(cleanText('java\tscript:alert(1)')).toBe('alert(1)')
    expect(cleanText('java\nscript:alert(1)')).toBe('alert(1)')
    expect(cleanText('java\u0000script:alert(1)')).toBe('alert(1)')
    expect(cleanText('java\u200Bscript:alert(1)')).toBe('alert(1)')
    expect(cleanText('java&#x09;script:alert(1)')).toBe('alert(1)')
  })

  it('removes control characters except newline and tab', () => {
    expect(cleanText('a\u0000b\u0007c\u001Bd\u007Fe')).toBe('abcde')
    expect(cleanText('one\r\ntwo')).toBe('one\ntwo')
  })

  it('removes bidi overrides and zero-width characters', () => {
    expect(cleanText('invoice\u202Efdp.exe')).toBe('invoicefdp.exe')
    expect(cleanText('a\u202Ab\u202Bc\u202Cd\u202De\u2066f\u2067g\u2068h\u2069i')).toBe('abcdefghi')
    expect(cleanText('zero\u200Bwidth\u200C\u200Djoin\uFEFF')).toBe('zerowidthjoin')
  })

  it('trims after cleaning', () => {
    expect(cleanText('   padded   ')).toBe('padded')
    expect(cleanText('<p> </p>  Hi <br> ')).toBe('Hi')
    expect(cleanText('\uFEFF Hi \u200B')).toBe('Hi')
    expect(cleanText('<script>x</script>')).toBe('')
  })
})

describe('cleanFields', () => {
  it('cleans every string value and leaves the rest', () => {
    const input = {
      name: ' <b>Thabo</b> ',
      message: 'javascript:hi',
      consent: true,
      count: 3,
      missing: undefined,
    }
    expect(cleanFields(input)).toEqual({
      name: 'Thabo',
      message: 'hi',
      consent: true,
      count: 3,
      missing: undefined,
    })
  })

  it('does not change the object it was given', () => {
    const input = { name: ' Thabo ' }
    cleanFields(input)
    expect(input.name).toBe(' Thabo ')
  })
})
