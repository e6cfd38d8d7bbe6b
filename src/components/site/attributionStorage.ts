import {
  joinArrival,
  leadAttributionOf,
  privacyRequested,
  toolOfPath,
  touchFromArrival,
  type StoredAttribution,
  type TouchRecord,
} from '@/lib/attribution'
import type { LeadAttributionInput } from '@/validation/attribution'

// The browser's copy of attribution: localStorage of this origin, never a cookie, so nothing is
// sent with requests and a page stays cacheable. Every read and write tolerates a browser that
// refuses storage (private modes, quota): attribution is a nicety, never an error.

const STORAGE_KEY = 'kaya-attribution'

const withPrivacy = (): boolean =>
  privacyRequested({
    globalPrivacyControl: (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl,
    doNotTrack: navigator.doNotTrack,
  })

function readStored(): StoredAttribution {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')
    return typeof parsed === 'object' && parsed !== null ? parsed : {}
  } catch {
    return {}
  }
}

function writeStored(value: StoredAttribution): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(value))
  } catch {
    // Storage refused: this visit is simply not attributed.
  }
}

/**
 * Records a page load's touch (first and last) and returns it, for the visit beacon. With Global
 * Privacy Control or Do Not Track on, nothing is kept, and what an earlier visit kept is removed.
 */
export function recordArrival(): TouchRecord {
  const now = new Date()
  const arrival = touchFromArrival(new URL(window.location.href), document.referrer, now)
  if (withPrivacy()) {
    try {
      localStorage.removeItem(STORAGE_KEY)
    } catch {
      // Nothing could be stored either.
    }
  } else {
    writeStored(joinArrival(readStored(), arrival, now))
  }
  return arrival.touch
}

/** Remembers the tool whose page this is, as the lead's "tool used". */
export function recordToolView(pathname: string): void {
  const tool = toolOfPath(pathname)
  if (!tool || withPrivacy()) return
  writeStored({ ...readStored(), tool: { value: tool, at: new Date().toISOString() } })
}

/** What a lead form sends: nothing with Global Privacy Control or Do Not Track on. */
export function attributionForLead(): LeadAttributionInput {
  if (typeof window === 'undefined' || withPrivacy()) return {}
  return leadAttributionOf(readStored(), new Date())
}
