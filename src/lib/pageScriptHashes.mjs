import { createHash } from 'node:crypto'

// Only the exact script shapes Next emits, with JSON-literal payloads, are hashed (docs/decisions.md#csp-hashes).

/** `(self.__next_f=self.__next_f||[]).push([0])`: the flight stream's first script. */
const FLIGHT_INIT = '(self.__next_f=self.__next_f||[]).push([0])'
/** `self.__next_f.push([1,"…"])`: a chunk of the page's RSC payload (2: form state, 3: binary). */
const FLIGHT_CHUNK = /^self\.__next_f\.push\(\[([0-3]),(.*)\]\)$/s
/** Turbopack's bootstrap: the chunks to load before the app starts. */
const TURBOPACK_BOOTSTRAP =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((.*)\);?$/s

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
    return isJsonLiteral(
      bootstrap[1],
      (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    )
  }
  return false
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const EXECUTABLE_TYPE = /\stype=["']?(?!(?:text\/javascript|module)["'\s>])/i

/**
 * Unknown inline scripts stay blocked, but are returned so a Next upgrade with a new shape is noticed.
 * @param {string} html
 * @returns {{ sources: string[], unknown: string[] }}
 */
export function inlineScriptHashes(html) {
  const sources = new Set()
  const unknown = []
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\ssrc=/i.test(attributes) || EXECUTABLE_TYPE.test(attributes)) continue
    if (isNextInlineScript(body))
      sources.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
    else unknown.push(body.slice(0, 80))
  }
  return { sources: [...sources], unknown }
}
