import { inflateSync } from 'node:zlib'

/**
 * The text drawn in a PDF made by react-pdf (pdfkit) with the built-in fonts: content streams are
 * Flate-compressed and each run is a hex string of WinAnsi codes inside a TJ array, split where
 * kerning applies. Good enough to assert what a reader would see; not a general PDF parser.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1')
  const streams: string[] = []
  const streamPattern = /<<([^]*?)>>\s*stream\r?\n/g
  for (let match = streamPattern.exec(source); match; match = streamPattern.exec(source)) {
    const start = match.index + match[0].length
    const end = source.indexOf('endstream', start)
    if (end === -1) break
    const raw = pdf.subarray(start, end)
    if (/\/FlateDecode/.test(match[1] ?? '')) {
      try {
        streams.push(inflateSync(raw).toString('latin1'))
      } catch {
        // Not every stream is complete zlib data (e.g. embedded images); skip those.
      }
    } else {
      streams.push(raw.toString('latin1'))
    }
    streamPattern.lastIndex = end
  }

  const decodeHex = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex').toString('latin1')
  const runs: string[] = []
  for (const content of streams) {
    const textOps = /\[((?:<[0-9a-fA-F\s]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F\s]*)>\s*Tj/g
    for (let op = textOps.exec(content); op; op = textOps.exec(content)) {
      const [, kernedRuns = '', hex] = op
      if (hex !== undefined) runs.push(decodeHex(hex))
      else
        runs.push(
          [...kernedRuns.matchAll(/<([0-9a-fA-F\s]*)>/g)]
            .map(([, part = '']) => decodeHex(part))
            .join(''),
        )
    }
  }
  return runs.join('\n')
}
