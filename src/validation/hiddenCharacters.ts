// One list of the characters nobody sees, for every cleaner and pattern that removes them. No zod
// here: the contact page's first load imports this, and the form's schema loads only when needed.

/** C0 controls and DEL, tab and line feed apart: what typed text never contains. */
const CONTROLS = '\\u0000-\\u0008\\u000B-\\u001F\\u007F'
const TAB_AND_LINE_FEED = '\\u0009\\u000A'
/** Bidi overrides can make 'exe.pdf' read as 'fdp.exe'; zero-width characters hide text. */
const INVISIBLES = '\\u200B-\\u200D\\uFEFF\\u202A-\\u202E\\u2066-\\u2069'

/** A character class of every hidden character, tab and line feed included: for one-line values. */
export const HIDDEN_CHARACTER_CLASS = `[${CONTROLS}${TAB_AND_LINE_FEED}${INVISIBLES}]`

/** Control characters that multi-line text drops (it keeps tabs and line breaks). */
export const CONTROL_CHARACTERS = new RegExp(`[${CONTROLS}]`, 'g')
export const INVISIBLE_CHARACTERS = new RegExp(`[${INVISIBLES}]`, 'g')
/** Every hidden character, for a single-line value such as a file name. */
export const HIDDEN_CHARACTERS = new RegExp(HIDDEN_CHARACTER_CLASS, 'g')

const DANGEROUS_SCHEMES = ['javascript', 'data', 'vbscript'] as const

/** A scheme a browser would run, even with hidden characters inside it: 'java\tscript:' is 'javascript:'. */
export const dangerousSchemePattern = (flags = 'iu'): RegExp =>
  new RegExp(
    DANGEROUS_SCHEMES.map(
      (scheme) =>
        Array.from(scheme).join(`${HIDDEN_CHARACTER_CLASS}*`) + `${HIDDEN_CHARACTER_CLASS}*:`,
    ).join('|'),
    flags,
  )
