import sanitizeHtml from 'sanitize-html'

import {
  CONTROL_CHARACTERS,
  dangerousSchemePattern,
  INVISIBLE_CHARACTERS,
} from '@/validation/hiddenCharacters'

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  // Drop what is inside these, not just the tags: '<script>alert(1)</script>' leaves nothing.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'template'],
}

// Decoded in one pass, then '<' '>' removed, so nothing decoded here can become markup again.
const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
}
const HTML_ESCAPE_PATTERN = /&(?:amp|lt|gt|quot);/g

const ANGLE_BRACKETS = /[<>]/g

// Built once: `replace` starts a global pattern from the beginning on every call.
const DANGEROUS_SCHEME = dangerousSchemePattern('giu')

/** Plain text a visitor could have typed (spec §5 'Text cleaning'); hidden characters go first so they cannot hide a scheme. */
export function cleanText(value: string): string {
  let text = sanitizeHtml(value, SANITIZE_OPTIONS)
  text = text.replace(HTML_ESCAPE_PATTERN, (entity) => HTML_ESCAPES[entity] ?? entity)
  text = text.replace(ANGLE_BRACKETS, '')
  text = text.replace(CONTROL_CHARACTERS, '').replace(INVISIBLE_CHARACTERS, '')

  // Repeat until stable: removing 'javascript:' from 'javajavascript:script:' leaves another.
  let previous: string
  do {
    previous = text
    text = text.replace(DANGEROUS_SCHEME, '')
  } while (text !== previous)

  return text.trim()
}

export function cleanFields<T extends Record<string, unknown>>(fields: T): T {
  const cleaned: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(fields)) {
    cleaned[key] = typeof value === 'string' ? cleanText(value) : value
  }
  return cleaned as T
}
