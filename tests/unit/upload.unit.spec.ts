import { describe, expect, it } from 'vitest'

import { ALLOWED_UPLOAD_EXTENSIONS, ALLOWED_UPLOAD_TYPES, checkUpload } from '@/validation/upload'

const MB = 1024 * 1024
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const refused = (message: string) => ({ ok: false, message })

describe('checkUpload', () => {
  it.each([
    ['photo.jpg', 'image/jpeg'],
    ['photo.JPEG', 'image/jpeg'],
    ['logo.png', 'image/png'],
    ['anim.gif', 'image/gif'],
    ['hero.webp', 'image/webp'],
    ['brief.v2.final.pdf', 'application/pdf'],
    ['notes.txt', 'text/plain'],
    ['notes.txt', 'text/plain; charset=utf-8'],
    ['contract.doc', 'application/msword'],
    ['contract.docx', DOCX],
  ])('accepts %s as %s', (name, type) => {
    expect(checkUpload({ name, type, size: 1234 })).toEqual({ ok: true })
  })

  it('checks the type first, then the size, then the name', () => {
    expect(
      checkUpload({ name: 'setup.exe', type: 'application/x-msdownload', size: 20 * MB }),
    ).toEqual(refused('File type not allowed'))
    expect(checkUpload({ name: 'setup.exe', type: 'image/png', size: 20 * MB })).toEqual(
      refused('File too large (max 10MB)'),
    )
    expect(checkUpload({ name: 'setup.exe', type: 'image/png', size: 1000 })).toEqual(
      refused('Executable files not allowed'),
    )
  })

  it.each(['text/html', 'image/svg+xml', 'application/zip', 'application/javascript', ''])(
    'refuses the type %j',
    (type) => {
      expect(checkUpload({ name: 'file.pdf', type, size: 10 })).toEqual(
        refused('File type not allowed'),
      )
    },
  )

  it('allows exactly 10MB and no more', () => {
    expect(checkUpload({ name: 'big.pdf', type: 'application/pdf', size: 10485760 })).toEqual({
      ok: true,
    })
    expect(checkUpload({ name: 'big.pdf', type: 'application/pdf', size: 10485761 })).toEqual(
      refused('File too large (max 10MB)'),
    )
  })

  it.each(['exe', 'bat', 'cmd', 'com', 'pif', 'scr', 'vbs', 'js', 'EXE', 'Js'])(
    'refuses a name ending in .%s',
    (extension) => {
      expect(
        checkUpload({ name: `invoice.${extension}`, type: 'application/pdf', size: 10 }),
      ).toEqual(refused('Executable files not allowed'))
    },
  )

  it.each(['report.pdf.exe', 'report.exe.pdf', 'photo.js.png', 'invoice.exe.', 'invoice.exe . '])(
    'refuses the disguised executable %j',
    (name) => {
      const type = name.endsWith('.png') ? 'image/png' : 'application/pdf'
      expect(checkUpload({ name, type, size: 10 })).toEqual(refused('Executable files not allowed'))
    },
  )

  it('refuses a name whose extension does not match the type, or has none', () => {
    expect(checkUpload({ name: 'photo.png', type: 'application/pdf', size: 10 })).toEqual(
      refused('File type not allowed'),
    )
    expect(checkUpload({ name: 'page.html', type: 'text/plain', size: 10 })).toEqual(
      refused('File type not allowed'),
    )
    expect(checkUpload({ name: 'README', type: 'text/plain', size: 10 })).toEqual(
      refused('File type not allowed'),
    )
  })

  // The file picker offers these lists; a choice it offers must not be refused by the server.
  it('accepts every extension the picker offers with some offered type, and every type with some extension', () => {
    const accepted = (extension: string, type: string) =>
      checkUpload({ name: `file.${extension}`, type, size: 10 }).ok
    for (const extension of ALLOWED_UPLOAD_EXTENSIONS)
      expect(
        ALLOWED_UPLOAD_TYPES.some((type) => accepted(extension, type)),
        extension,
      ).toBe(true)
    for (const type of ALLOWED_UPLOAD_TYPES)
      expect(
        ALLOWED_UPLOAD_EXTENSIONS.some((extension) => accepted(extension, type)),
        type,
      ).toBe(true)
  })
})
