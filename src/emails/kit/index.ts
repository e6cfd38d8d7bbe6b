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
export { headerSafe } from './format'
export { htmlToText, renderEmail } from './render'
export { withTextPart } from './withTextPart'
export type { EmailDraft, EmailMessage } from './render'
