import type { CollectionConfig } from 'payload'

import { closedAccess } from '@/access/accessPresets'

/**
 * A person's second factors (README "Second factor"), one record per user, apart from the users
 * collection so no users read, hook or export can ever carry a secret. Written and read only by
 * src/features/accounts/secondFactor; closed to every API, hidden from the admin and GraphQL.
 */
export const SecondFactors: CollectionConfig = {
  slug: 'second-factors',
  admin: { hidden: true },
  graphQL: false,
  access: closedAccess,
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, unique: true },
    // AES-GCM sealed (src/features/accounts/secondFactor/secretBox.ts); pending until the first code confirms it.
    { name: 'totpSecret', type: 'text' },
    { name: 'totpPendingSecret', type: 'text' },
    { name: 'totpEnabledAt', type: 'date' },
    /** The last time-step a code was accepted for: that code and older ones are refused. */
    { name: 'totpLastStep', type: 'number' },
    /** SHA-256 of each recovery code with the time it was used. */
    { name: 'recoveryCodes', type: 'json' },
    /** Session ids (Payload's `sid`) that have passed the second factor. */
    { name: 'verifiedSessions', type: 'json' },
    /** Wrong codes since the last right one: a fresh password sign-in does not wipe them. */
    { name: 'failedCodes', type: 'number', defaultValue: 0 },
    /** Passkeys (WebAuthn): credential id, public key and signature counter of each. */
    { name: 'passkeys', type: 'json' },
    /** The challenge of the passkey ceremony under way, good for one answer within five minutes. */
    { name: 'webauthnChallenge', type: 'text' },
    { name: 'webauthnChallengeExpiresAt', type: 'date' },
    /** Bumped by every write, so two requests with the same code cannot both use it (claimRevision). */
    { name: 'revision', type: 'number', defaultValue: 0 },
  ],
}
