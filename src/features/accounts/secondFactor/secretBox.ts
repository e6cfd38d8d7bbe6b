import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/**
 * Authenticator secrets at rest are sealed with AES-256-GCM under a key derived from the Payload
 * secret, so a database dump or backup alone does not give anybody the codes.
 */
const VERSION = 'v1'

const keyFrom = (secret: string): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, 'second-factor', 'totp-secret-box', 32))

export function seal(plain: string, secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => part.toString('base64url'))
    .join('.')
}

export function open(sealed: string, secret: string): string {
  const [version, iv, tag, body] = sealed.split('.')
  if (version !== VERSION || !iv || !tag || !body) throw new Error('Unknown sealed secret format')
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8')
}
