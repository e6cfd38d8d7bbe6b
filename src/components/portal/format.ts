const TYPE_LABELS: Record<string, string> = {
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
  'image/gif': 'GIF image',
  'image/webp': 'WebP image',
  'application/pdf': 'PDF',
  'text/plain': 'Text',
  'application/msword': 'Word document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word document',
}

/** The file's type as a person would name it. */
export const fileTypeLabel = (mimeType: string | null | undefined): string =>
  (mimeType && TYPE_LABELS[mimeType]) || 'File'
