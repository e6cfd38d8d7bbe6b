import type { DefaultServerCellComponentProps } from 'payload'

import { slaLabel, slaState } from '@/features/leads/desk/sla'

const TONE = {
  overdue: { color: 'var(--theme-error-600, #b91c1c)', fontWeight: 600 },
  dueSoon: { color: 'var(--theme-warning-700, #a16207)', fontWeight: 600 },
  calm: {},
} as const

/** The lead lists' "Reply by" column. */
export function ReplyByCell({ rowData }: DefaultServerCellComponentProps) {
  const state = slaState(
    {
      status: typeof rowData.status === 'string' ? rowData.status : null,
      replyBy: typeof rowData.replyBy === 'string' ? rowData.replyBy : null,
      firstRepliedAt: typeof rowData.firstRepliedAt === 'string' ? rowData.firstRepliedAt : null,
    },
    new Date(),
  )
  const tone =
    state.kind === 'open'
      ? state.overdue
        ? TONE.overdue
        : state.dueSoon
          ? TONE.dueSoon
          : TONE.calm
      : TONE.calm
  return (
    <span
      data-sla={
        state.kind === 'open'
          ? state.overdue
            ? 'overdue'
            : state.dueSoon
              ? 'due-soon'
              : 'open'
          : state.kind
      }
      style={tone}
    >
      {state.kind === 'open' && state.overdue ? '⚠ ' : ''}
      {slaLabel(state)}
    </span>
  )
}
