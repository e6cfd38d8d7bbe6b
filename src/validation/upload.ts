import { MAX_UPLOAD_BYTES } from './limits'
import * as messages from './messages'

/** Each accepted MIME type with the file name extensions that may carry it. */
const EXTENSIONS_BY_TYPE = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
  'text/plain': ['txt'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
} as const satisfies Record<string, readonly string[]>

export type AllowedUploadType = keyof typeof EXTENSIONS_BY_TYPE

export const ALLOWED_UPLOAD_TYPES = Object.keys(EXTENSIONS_BY_TYPE) as readonly AllowedUploadType[]

export const ALLOWED_UPLOAD_EXTENSIONS: readonly string[] = Object.values(EXTENSIONS_BY_TYPE).flat()

export const EXECUTABLE_EXTENSIONS = [
  'exe',
  'bat',
  'cmd',
  'com',
  'pif',
  'scr',
  'vbs',
  'js',
] as const

export interface UploadCandidate {
  readonly name: string
  readonly type: string
  readonly size: number
}

export type UploadCheck = { ok: true } | { ok: false; message: string }

const isAllowedType = (type: string): type is AllowedUploadType =>
  Object.hasOwn(EXTENSIONS_BY_TYPE, type)

const executable: ReadonlySet<string> = new Set(EXECUTABLE_EXTENSIONS)

/** The spec's order (type, size, name); the browser's `type` is only a claim, so the name must agree. */
export function checkUpload(file: UploadCandidate): UploadCheck {
  // Browsers send bare lowercase types; a multipart header may add '; charset=...'.
  const [mediaType = ''] = file.type.split(';')
  const type = mediaType.trim().toLowerCase()
  if (!isAllowedType(type)) return { ok: false, message: messages.FILE_TYPE_NOT_ALLOWED }

  if (!Number.isFinite(file.size) || file.size < 0 || file.size > MAX_UPLOAD_BYTES) {
    return { ok: false, message: messages.FILE_TOO_LARGE }
  }

  // Windows drops trailing dots and spaces, so 'evil.exe.' would still run as 'evil.exe'.
  const name = file.name
    .trim()
    .replace(/[. ]+$/, '')
    .toLowerCase()
  const [, ...extensions] = name.split('.')
  // Any executable segment is refused: 'x.exe.pdf' and 'report.pdf.exe' both trick people.
  if (extensions.some((extension) => executable.has(extension.trim()))) {
    return { ok: false, message: messages.EXECUTABLE_NOT_ALLOWED }
  }

  const extension = extensions.at(-1)
  const matchesType =
    extension !== undefined && (EXTENSIONS_BY_TYPE[type] as readonly string[]).includes(extension)
  if (!matchesType) return { ok: false, message: messages.FILE_TYPE_NOT_ALLOWED }

  return { ok: true }
}
