import { describe, expect, it } from 'vitest'

import { cleanFileName, inspectUpload, sniffType } from '@/collections/ProjectFiles/inspectUpload'
import * as messages from '@/validation/messages'

import { makeCompoundFile, makeExecutable, makePdf } from '../helpers/portalFiles'

describe('sniffType', () => {
  it('names files by their bytes, not their names', async () => {
    expect(await sniffType(await makePdf())).toBe('application/pdf')
    expect(await sniffType(makeExecutable())).toBe('application/x-msdownload')
    expect(await sniffType(Buffer.from('Sawubona! Plain text, with UTF-8: ë, é, –\n'))).toBe(
      'text/plain',
    )
  })

  it('calls a compound file a Word document only when it has a WordDocument stream', async () => {
    expect(await sniffType(makeCompoundFile({ word: true }))).toBe('application/msword')
    expect(await sniffType(makeCompoundFile({ word: false }))).toBe('application/x-cfb')
  })

  it('does not call binary or invalid UTF-8 text', async () => {
    expect(await sniffType(Buffer.from('text with a NUL\u0000 inside'))).toBe(
      'application/octet-stream',
    )
    expect(await sniffType(Buffer.from([0x68, 0x69, 0xc3, 0x28]))).toBe('application/octet-stream')
  })
})

describe('inspectUpload', () => {
  it('answers with the spec message and an HTTP status for each refusal', async () => {
    expect(await inspectUpload({ data: makeExecutable(), name: 'invoice.pdf' })).toEqual({
      ok: false,
      message: messages.FILE_TYPE_NOT_ALLOWED,
      status: 415,
    })
    expect(
      await inspectUpload({ data: await makePdf(), name: 'big.pdf', size: 10_485_761 }),
    ).toEqual({ ok: false, message: messages.FILE_TOO_LARGE, status: 413 })
    expect(await inspectUpload({ data: await makePdf(), name: 'brief.exe.pdf' })).toEqual({
      ok: false,
      message: messages.EXECUTABLE_NOT_ALLOWED,
      status: 422,
    })
  })

  it('accepts a matching file and keeps only its base name', async () => {
    expect(
      await inspectUpload({ data: await makePdf(), name: 'C:\\Users\\thandi\\brief.pdf' }),
    ).toEqual({ ok: true, mimeType: 'application/pdf', name: 'brief.pdf' })
  })

  it('removes control and bidi characters that disguise a name', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd')
    expect(cleanFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe')
  })
})
