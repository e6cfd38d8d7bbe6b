import { generateSecret, generateURI, verify } from 'otplib'

/** RFC 6238 defaults (SHA-1, 6 digits, 30 s): what every authenticator app reads from the QR code. */
export const TOTP_ISSUER = 'Agency admin'
/** What a client's authenticator app calls the entry, so it is not mistaken for a staff login. */
export const PORTAL_TOTP_ISSUER = 'Agency client portal'

export const newTotpSecret = (): string => generateSecret()

export const totpUri = (secret: string, label: string, issuer: string = TOTP_ISSUER): string =>
  generateURI({ issuer, label, secret })

/**
 * The time-step a code belongs to, or null. One step either way forgives a phone's clock drift;
 * `afterTimeStep` refuses a code from the step already used, or an earlier one, so a code seen
 * over a shoulder or in a proxy log cannot be replayed.
 */
export async function matchTotp(
  secret: string,
  token: string,
  lastStep: number | null | undefined,
): Promise<number | null> {
  const code = token.replace(/\s/g, '')
  if (!/^\d{6}$/.test(code)) return null
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: 30,
      ...(typeof lastStep === 'number' ? { afterTimeStep: lastStep } : {}),
    })
    return result.valid && 'timeStep' in result ? result.timeStep : null
  } catch {
    return null
  }
}
