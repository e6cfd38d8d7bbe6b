import Link from 'next/link'
import type { ServerProps } from 'payload'

type LeadCount = { slug: 'enquiries' | 'callbacks'; label: string; count: number }

const newLeadsHref = (slug: LeadCount['slug']) =>
  `/admin/collections/${slug}?${new URLSearchParams({ 'where[status][equals]': 'new' }).toString()}`

/**
 * Above the admin dashboard: how many enquiries and callbacks are still 'new'. Counted with the
 * signed-in user's own access, so it shows nothing to anyone who may not read leads.
 */
export async function NewLeadsCount({ payload, user }: ServerProps) {
  if (!user) return null
  let counts: LeadCount[]
  try {
    const [enquiries, callbacks] = await Promise.all(
      (['enquiries', 'callbacks'] as const).map((collection) =>
        payload.count({
          collection,
          where: { status: { equals: 'new' } },
          user,
          overrideAccess: false,
        }),
      ),
    )
    counts = [
      { slug: 'enquiries', label: 'New enquiries', count: enquiries.totalDocs },
      { slug: 'callbacks', label: 'New callback requests', count: callbacks.totalDocs },
    ]
  } catch {
    return null
  }

  return (
    <section aria-labelledby="new-leads-heading" style={{ marginBottom: 'calc(var(--base) * 1.5)' }}>
      <h2 id="new-leads-heading" style={{ marginBottom: 'calc(var(--base) / 2)' }}>
        Leads waiting for a reply
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
        {counts.map(({ slug, label, count }) => (
          <li key={slug} className="card" style={{ padding: 'var(--base)' }}>
            <Link href={newLeadsHref(slug)} style={{ textDecoration: 'none', color: 'inherit' }}>
              <strong data-testid={`new-${slug}-count`} style={{ display: 'block', fontSize: '2rem', lineHeight: 1.2 }}>
                {count}
              </strong>
              <span>{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
