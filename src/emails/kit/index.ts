export { EmailLayout } from './EmailLayout'
export {
  ActionButton,
  BulletList,
  DetailsTable,
  Lines,
  Paragraph,
  Paragraphs,
  Quote,
} from './parts'
export type { DetailRow } from './parts'
export { formatCallbackTime, formatDay, headerSafe } from './format'
export { renderEmail } from './render'
export type { EmailDraft, EmailMessage } from './render'
