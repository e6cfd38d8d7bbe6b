import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'

import { Decrypter, Encrypter } from 'age-encryption'

import { BackupRefused } from './manifest'

/**
 * age (age-encryption, by age's author) in its streaming form: the payload is sealed in 64 KiB
 * chunks, each authenticated, with the last one marked, so memory stays at a few chunks whatever
 * the archive's size, and a changed, cut or reordered chunk fails when it is read.
 */
export async function encryptStream(plain: Readable, recipient: string): Promise<Readable> {
  const encrypter = new Encrypter()
  encrypter.addRecipient(recipient)
  const sealed = await encrypter.encrypt(Readable.toWeb(plain) as ReadableStream<Uint8Array>)
  return Readable.fromWeb(sealed as unknown as NodeReadableStream<Uint8Array>)
}

/** The identity (AGE-SECRET-KEY-1...) from an age-keygen key file: its one non-comment line. */
export function identityFromKeyFile(text: string): string {
  const key = text
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith('AGE-SECRET-KEY-'))
  if (!key) throw new BackupRefused('The key file holds no age private key (AGE-SECRET-KEY-1...).')
  return key
}

export async function decryptStream(sealed: Readable, identity: string): Promise<Readable> {
  const decrypter = new Decrypter()
  decrypter.addIdentity(identity)
  try {
    const plain = await decrypter.decrypt(Readable.toWeb(sealed) as ReadableStream<Uint8Array>)
    return Readable.fromWeb(plain as unknown as NodeReadableStream<Uint8Array>)
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    if (/no identity matched/i.test(detail))
      throw new BackupRefused(
        'This archive was not encrypted to the key given (wrong private key). Nothing was restored.',
      )
    throw new BackupRefused(`This is not a readable age archive (${detail}). Nothing was restored.`)
  }
}
