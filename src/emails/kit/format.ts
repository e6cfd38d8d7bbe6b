// C0 and C1 controls (CR and LF among them), DEL, and the Unicode line and paragraph separators.
const HEADER_UNSAFE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g

/** A value fit for a single header line: no line breaks or controls, no runs of spaces. */
export const headerSafe = (value: string, maxLength = 200): string =>
  value.replace(HEADER_UNSAFE, ' ').replace(/\s+/g, ' ').trim().slice(0, maxLength)
