import { createHmac } from 'node:crypto'

/** Counter keys are HMACs: the table never holds an email, an address or a user id. */
export const hashKey = (secret: string, ...parts: string[]): string =>
  createHmac('sha256', secret).update(parts.join('\u0000')).digest('hex')
