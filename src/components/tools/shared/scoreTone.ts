import type { ScoreBand } from '@/lib/scoreBand'

/** Colour classes of a score band, with text contrast of at least 4.5:1 on white. */
export const SCORE_TEXT: Record<ScoreBand['tone'], string> = {
  green: 'text-green-700',
  yellow: 'text-yellow-800',
  red: 'text-red-700',
}

export const SCORE_BAR: Record<ScoreBand['tone'], string> = {
  green: 'bg-green-600',
  yellow: 'bg-yellow-500',
  red: 'bg-red-600',
}
