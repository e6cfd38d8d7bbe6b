import { createHash } from 'node:crypto'

/*
 * The hash half of the site's Content-Security-Policy. A prerendered page cannot carry a
 * per-request nonce, so its policy lists the SHA-256 of each inline script Next wrote into it.
 * Only scripts of the exact shapes Next 16 emits are hashed, their payload checked to be a plain
 * JSON literal: markup injected into a page (stored XSS) is never hashed, so it stays blocked.
 * tests/unit/pageScriptHashes.unit.spec.ts pins the shapes against a real build of this Next.
 */

/** `(self.__next_f=self.__next_f||[]).push([0])`: the flight stream's first script. */
const FLIGHT_INIT = '(self.__next_f=self.__next_f||[]).push([0])'
/** `self.__next_f.push([1,"…"])`: a chunk of the page's RSC payload (2: form state, 3: binary). */
const FLIGHT_CHUNK = /^self\.__next_f\.push\(\[([0-3]),(.*)\]\)$/s
/** Turbopack's bootstrap: the chunks to load before the app starts. */
const TURBOPACK_BOOTSTRAP = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((.*)\);?$/s

const isJsonLiteral = (text, accept) => {
  try {
    return accept(JSON.parse(text))
  } catch {
    return false
  }
}

/** @param {string} body @returns {boolean} */
export function isNextInlineScript(body) {
  if (body === FLIGHT_INIT) return true
  const chunk = FLIGHT_CHUNK.exec(body)
  if (chunk) return isJsonLiteral(chunk[2], (value) => value === null || typeof value === 'string')
  const bootstrap = TURBOPACK_BOOTSTRAP.exec(body)
  if (bootstrap) {
    return isJsonLiteral(bootstrap[1], (value) => typeof value === 'object' && value !== null && !Array.isArray(value))
  }
  return false
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const EXECUTABLE_TYPE = /\stype=["']?(?!(?:text\/javascript|module)["'\s>])/i

/**
 * The CSP sources for a page's inline scripts, and the inline scripts left out (anything not Next's
 * own: it will be blocked, which is the point, but a build that emits a new shape must be noticed).
 * @param {string} html
 * @returns {{ sources: string[], unknown: string[] }}
 */
export function inlineScriptHashes(html) {
  const sources = new Set()
  const unknown = []
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\ssrc=/i.test(attributes) || EXECUTABLE_TYPE.test(attributes)) continue
    if (isNextInlineScript(body)) sources.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
    else unknown.push(body.slice(0, 80))
  }
  return { sources: [...sources], unknown }
}
