import Bowser from 'bowser'

export const UNKNOWN_DEVICE = 'Unknown device'
const MAX_LABEL = 60

/**
 * A short label for a session's device, "Firefox on Windows" or "Safari on iPhone", so a person
 * recognises their own sessions. Only the label is kept, never the User-Agent itself. Parsed with
 * bowser (MIT, kept up to date for the AWS SDK, already installed through it) rather than
 * ua-parser-js, whose 2.x line is AGPL, or a hand-written parser that would age with every browser.
 */
export function deviceLabel(userAgent: string | null | undefined): string {
  const agent = userAgent?.trim().slice(0, 1000)
  if (!agent) return UNKNOWN_DEVICE
  const { browser, os, platform } = Bowser.parse(agent)
  const where = platform.model ?? os.name
  const label = [browser.name, where].filter(Boolean).join(' on ')
  return label ? label.slice(0, MAX_LABEL) : UNKNOWN_DEVICE
}
