import { PDFDocument, StandardFonts } from 'pdf-lib'

/** A real, small PDF (pdf-lib, classic cross-reference table). */
export async function makePdf(text = 'Portal test document'): Promise<Buffer> {
  const pdf = await PDFDocument.create()
  const page = pdf.addPage([595, 842])
  page.drawText(text, {
    x: 56,
    y: 770,
    size: 14,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  })
  return Buffer.from(await pdf.save({ useObjectStreams: false }))
}

/**
 * A valid PDF of exactly `size` bytes: a comment line of padding goes in just before the
 * cross-reference table and `startxref` is moved along, so readers still find everything.
 */
export async function makePdfOfSize(size: number): Promise<Buffer> {
  const base = (await makePdf('Exactly sized test document')).toString('latin1')
  const xrefAt = base.lastIndexOf('\nxref\n') + 1
  const startxref = /startxref\n(\d+)\n/.exec(base)
  if (xrefAt <= 0 || !startxref) throw new Error('unexpected PDF layout')

  const build = (padding: number) => {
    const comment = `%${'x'.repeat(Math.max(0, padding - 2))}\n`
    const head = base.slice(0, xrefAt) + comment
    const tail = base
      .slice(xrefAt)
      .replace(/startxref\n\d+\n/, `startxref\n${xrefAt + comment.length}\n`)
    return Buffer.from(head + tail, 'latin1')
  }
  let padding = size - base.length
  for (let i = 0; i < 5; i++) {
    const attempt = build(padding)
    if (attempt.length === size) return attempt
    padding += size - attempt.length
  }
  throw new Error(`could not build a PDF of ${size} bytes`)
}

/** The first bytes of a Windows executable ('MZ' header), padded: what a renamed .exe looks like. */
export function makeExecutable(size = 4096): Buffer {
  const bytes = Buffer.alloc(size)
  Buffer.from([
    0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff,
  ]).copy(bytes)
  bytes.write('This program cannot be run in DOS mode.', 0x4e, 'latin1')
  return bytes
}

/** An OLE compound file (the .doc container); with `word`, it carries a WordDocument stream name. */
export function makeCompoundFile({ word }: { word: boolean }): Buffer {
  const bytes = Buffer.alloc(4096)
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes)
  bytes.writeUInt16LE(0x003e, 0x18)
  bytes.writeUInt16LE(0x0003, 0x1a)
  bytes.writeUInt16LE(0xfffe, 0x1c)
  bytes.writeUInt16LE(0x0009, 0x1e)
  Buffer.from(word ? 'WordDocument' : 'Workbook', 'utf16le').copy(bytes, 0x400)
  return bytes
}
