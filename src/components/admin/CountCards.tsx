import type { ReactNode } from 'react'

/** A lead-desk panel on the admin dashboard: a heading over a grid of counted cards (`<li>`s). */
export function CountCards({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} style={{ marginBottom: 'calc(var(--base) * 1.5)' }}>
      <h2 id={id} style={{ marginBottom: 'calc(var(--base) / 2)' }}>
        {title}
      </h2>
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
          gap: 'var(--base)',
          listStyle: 'none',
          margin: 0,
          padding: 0,
        }}
      >
        {children}
      </ul>
    </section>
  )
}

/** A card's figure over its label; tests read the figure by `data-testid="<key>-count"`. */
export function CountFigure({
  testKey,
  count,
  label,
}: {
  testKey: string
  count: number
  label: string
}) {
  return (
    <>
      <strong
        data-testid={`${testKey}-count`}
        style={{ display: 'block', fontSize: '2rem', lineHeight: 1.2 }}
      >
        {count}
      </strong>
      <span>{label}</span>
    </>
  )
}
