import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto'

import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { isoCBOR } from '@simplewebauthn/server/helpers'

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest()
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url')
const uint32 = (n: number) => {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(n)
  return bytes
}

// User present and user verified; with attested credential data on registration.
const FLAGS_ASSERT = 0x01 | 0x04
const FLAGS_REGISTER = FLAGS_ASSERT | 0x40

/**
 * A passkey in software (one P-256 key, "none" attestation), for tests that need real WebAuthn
 * answers: the server checks its signatures exactly as it checks a phone's or a security key's.
 */
export function softAuthenticator(origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' })
  const credentialId = randomBytes(16)
  let counter = 0

  const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))

  return {
    id: b64url(credentialId),

    register(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
      const rpId = options.rp.id ?? new URL(origin).hostname
      const coseKey = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2], // kty: EC2
          [3, -7], // alg: ES256
          [-1, 1], // crv: P-256
          [-2, Buffer.from(jwk.x ?? '', 'base64url')],
          [-3, Buffer.from(jwk.y ?? '', 'base64url')],
        ]),
      )
      const idLength = Buffer.alloc(2)
      idLength.writeUInt16BE(credentialId.length)
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([FLAGS_REGISTER]),
        uint32(counter),
        Buffer.alloc(16), // AAGUID: none
        idLength,
        credentialId,
        Buffer.from(coseKey),
      ])
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      )
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      }
    },

    /** Signs the options' challenge with this key, whatever credentials the options allow. */
    assert(options: PublicKeyCredentialRequestOptionsJSON): AuthenticationResponseJSON {
      counter += 1
      const rpId = options.rpId ?? new URL(origin).hostname
      const authenticatorData = Buffer.concat([
        sha256(rpId),
        Buffer.from([FLAGS_ASSERT]),
        uint32(counter),
      ])
      const clientDataJSON = clientData('webauthn.get', options.challenge)
      const signature = sign(
        'sha256',
        Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
        privateKey,
      )
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authenticatorData),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      }
    },
  }
}
