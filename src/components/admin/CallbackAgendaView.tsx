import { addDays, addMinutes, format, startOfWeek } from 'date-fns'
import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { hasSalesRole } from '@/access/roles'
import { readCallbackAgenda } from '@/features/leads/data/leadDesk'
import { agencyDay, DAY_KEY, formatInAgencyZone, startOfAgencyDay } from '@/lib/agencyTime'
import { CALLBACK_MINUTES } from '@/features/leads/desk/invite'

import { AdminPage } from './AdminPage'

type Mode = 'day' | 'week'

const first = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value

/** The agency-zone midnight of 'YYYY-MM-DD', or of today. */
const dayFrom = (value: string | undefined) => (value && agencyDay(value)) || startOfAgencyDay()

const href = (mode: Mode, day: Date) =>
  `/admin/callback-agenda?${new URLSearchParams({ view: mode, date: format(day, DAY_KEY) }).toString()}`

/** /admin/callback-agenda: coming callbacks by day or working week, read with the sales member's access. */
export async function CallbackAgendaView(props: AdminViewServerProps) {
  const { initPageResult, searchParams } = props
  const { req } = initPageResult
  const user = req.user
  if (!user || !hasSalesRole(user)) {
    return (
      <AdminPage {...props}>
        <h1 style={{ margin: 'calc(var(--base) * 1.5) 0 calc(var(--base) / 2)' }}>
          Callback agenda
        </h1>
        <p role="alert">Only sales and admins can see the callback agenda.</p>
      </AdminPage>
    )
  }
  const mode: Mode = first(searchParams?.view) === 'week' ? 'week' : 'day'
  const anchor = dayFrom(first(searchParams?.date))
  const start = mode === 'week' ? startOfWeek(anchor, { weekStartsOn: 1 }) : anchor
  const days = Array.from({ length: mode === 'week' ? 5 : 1 }, (_, i) => addDays(start, i))
  const end = addDays(start, mode === 'week' ? 7 : 1)

  const callbacks = await readCallbackAgenda(req.payload, user, start, end)

  const byDay = new Map<string, typeof callbacks>()
  for (const callback of callbacks) {
    if (!callback.preferredTime) continue
    const key = formatInAgencyZone(callback.preferredTime, DAY_KEY)
    byDay.set(key, [...(byDay.get(key) ?? []), callback])
  }
  const step = mode === 'week' ? 7 : 1
  const title =
    mode === 'week' ? `Week of ${format(start, 'd MMMM yyyy')}` : format(start, 'EEEE d MMMM yyyy')

  return (
    <AdminPage {...props}>
      <h1 style={{ margin: 'calc(var(--base) * 1.5) 0 calc(var(--base) / 2)' }}>Callback agenda</h1>
      <p style={{ marginTop: 0 }}>Booked calls, 30 minutes each, in South African time (SAST).</p>
      <nav
        aria-label="Agenda"
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 'var(--base)',
          alignItems: 'center',
          margin: 'var(--base) 0',
        }}
      >
        <Link
          href={href('day', anchor)}
          aria-current={mode === 'day' ? 'page' : undefined}
          className={`btn btn--size-small ${mode === 'day' ? 'btn--style-primary' : 'btn--style-secondary'}`}
          style={{ margin: 0 }}
        >
          Day
        </Link>
        <Link
          href={href('week', anchor)}
          aria-current={mode === 'week' ? 'page' : undefined}
          className={`btn btn--size-small ${mode === 'week' ? 'btn--style-primary' : 'btn--style-secondary'}`}
          style={{ margin: 0 }}
        >
          Week
        </Link>
        <span aria-hidden="true">|</span>
        <Link href={href(mode, addDays(anchor, -step))}>← Previous {mode}</Link>
        <Link href={href(mode, dayFrom(undefined))}>Today</Link>
        <Link href={href(mode, addDays(anchor, step))}>Next {mode} →</Link>
      </nav>
      <h2>{title}</h2>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: `repeat(auto-fit, minmax(${mode === 'week' ? '12rem' : '20rem'}, 1fr))`,
          gap: 'var(--base)',
        }}
      >
        {days.map((day) => {
          const key = format(day, DAY_KEY)
          const list = byDay.get(key) ?? []
          return (
            <section
              key={key}
              aria-labelledby={`agenda-${key}`}
              className="card"
              style={{ display: 'block', padding: 'var(--base)' }}
            >
              <h3 id={`agenda-${key}`} style={{ marginTop: 0 }}>
                {format(day, 'EEEE d MMM')}
              </h3>
              {list.length === 0 ? (
                <p style={{ margin: 0, opacity: 0.7 }}>No calls booked.</p>
              ) : (
                <ol
                  style={{
                    listStyle: 'none',
                    margin: 0,
                    padding: 0,
                    display: 'grid',
                    gap: 'calc(var(--base) / 2)',
                  }}
                >
                  {list.map((callback) => {
                    const at = new Date(callback.preferredTime ?? 0)
                    const until = addMinutes(at, CALLBACK_MINUTES)
                    return (
                      <li key={callback.id} data-testid="agenda-item">
                        <Link href={`/admin/collections/callbacks/${callback.id}`}>
                          <strong>
                            {formatInAgencyZone(at, 'HH:mm')}–{formatInAgencyZone(until, 'HH:mm')}
                          </strong>{' '}
                          {callback.name}
                        </Link>
                        <div style={{ fontSize: '0.85rem', opacity: 0.8 }}>
                          {[callback.phone, callback.company, callback.status]
                            .filter(Boolean)
                            .join(' · ')}
                        </div>
                      </li>
                    )
                  })}
                </ol>
              )}
            </section>
          )
        })}
      </div>
    </AdminPage>
  )
}
