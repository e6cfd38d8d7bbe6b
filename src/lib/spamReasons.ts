/** Why a submission was flagged as a bot, as stored on it (enquiries and callbacks, spamReason). */
export const SPAM_REASONS = [
  { value: 'honeypot', label: 'Hidden field filled' },
  { value: 'missing-token', label: 'No form token' },
  { value: 'forged-token', label: 'Forged form token' },
  { value: 'too-fast', label: 'Sent too soon after the page loaded' },
] as const

export type SpamReason = (typeof SPAM_REASONS)[number]['value']
