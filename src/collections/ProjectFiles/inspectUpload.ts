import { fileTypeFromBuffer } from 'file-type'

import { HIDDEN_CHARACTERS } from '@/validation/hiddenCharacters'
import * as messages from '@/validation/messages'
import { checkUpload, type AllowedUploadType } from '@/validation/upload'

export type UploadInspection =
  | { ok: true; mimeType: AllowedUploadType; name: string }
  | { ok: false; message: string; status: 413 | 415 | 422 }

const DOC = 'application/msword'
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

// Only Word 97-2003 files have this stream; other compound files (.xls, .msi) do not.
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le')

const utf8 = new TextDecoder('utf-8', { fatal: true })

function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false
  try {
    utf8.decode(bytes)
    return true
  } catch {
    return false
  }
}

/** The real type from the bytes; plain text only when valid UTF-8 without NUL bytes. */
export async function sniffType(bytes: Uint8Array): Promise<string> {
  const detected = await fileTypeFromBuffer(bytes)
  if (!detected) return isPlainText(bytes) ? 'text/plain' : 'application/octet-stream'
  if (detected.ext === 'cfb') return Buffer.from(bytes).includes(WORD_STREAM) ? DOC : detected.mime
  if (detected.ext === 'docx') return DOCX
  return detected.mime
}

/** The name as the visitor's system would show it: no folders, no control or bidi characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  return base.replace(HIDDEN_CHARACTERS, '').trim()
}

const STATUS_BY_MESSAGE: Record<string, 413 | 415 | 422> = {
  [messages.FILE_TYPE_NOT_ALLOWED]: 415,
  [messages.FILE_TOO_LARGE]: 413,
  [messages.EXECUTABLE_NOT_ALLOWED]: 422,
}

/** The server's upload gate in the spec's order, with the type sniffed from content (docs/decisions.md#uploads). */
export async function inspectUpload(file: {
  data: Uint8Array
  name: string
  size?: number
}): Promise<UploadInspection> {
  const name = cleanFileName(file.name)
  const size = Math.max(file.size ?? 0, file.data.byteLength)
  const mimeType = await sniffType(file.data)
  const check = checkUpload({ name, type: mimeType, size })
  if (!check.ok)
    return { ok: false, message: check.message, status: STATUS_BY_MESSAGE[check.message] ?? 422 }
  return { ok: true, mimeType: mimeType as AllowedUploadType, name }
}
