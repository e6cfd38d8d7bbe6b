import sanitizeHtml from 'sanitize-html'

import { dangerousSchemePattern } from '@/validation/enquiry'

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  // Drop what is inside these, not just the tags: '<script>alert(1)</script>' leaves nothing.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'template'],
}

// sanitize-html returns HTML, so its text comes back with these four escaped. They are decoded in
// one pass ('&amp;lt;' becomes '&lt;', never '<') and '<' '>' are removed right after, so nothing
// decoded here can become markup again.
const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
}
const HTML_ESCAPE_PATTERN = /&(?:amp|lt|gt|quot);/g

const ANGLE_BRACKETS = /[<>]/g
// C0 controls except tab (\u0009) and newline (\u000A), and DEL: NUL bytes and carriage returns
// have no place in a name or a message.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F]/g
// Bidi overrides can make 'exe.pdf' read as 'fdp.exe'; zero-width characters hide text from
// people and filters alike.
const INVISIBLE_CHARACTERS = /[\u202A-\u202E\u2066-\u2069\u200B-\u200D\uFEFF]/g

/**
 * Turns whatever a visitor sent into the plain text they could have typed (spec §5 'Text
 * cleaning'): markup removed, < and > stripped, javascript:/data:/vbscript: removed, trimmed.
 * Control, bidi and zero-width characters go first so they cannot hide a scheme name.
 */
export function cleanText(value: string): string {
  let text = sanitizeHtml(value, SANITIZE_OPTIONS)
  text = text.replace(HTML_ESCAPE_PATTERN, (entity) => HTML_ESCAPES[entity] ?? entity)
  text = text.replace(ANGLE_BRACKETS, '')
  text = text.replace(CONTROL_CHARACTERS, '').replace(INVISIBLE_CHARACTERS, '')

  // Repeat until stable: removing 'javascript:' from 'javajavascript:script:' leaves another.
  const scheme = dangerousSchemePattern('giu')
  let previous: string
  do {
    previous = text
    text = text.replace(scheme, '')
  } while (text !== previous)

  return text.trim()
}

/** Cleans every string value of a flat record; other values pass through unchanged. */
export function cleanFields<T extends Record<string, unknown>>(fields: T): T {
  const cleaned: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(fields)) {
    cleaned[key] = typeof value === 'string' ? cleanText(value) : value
  }
  return cleaned as T
}
