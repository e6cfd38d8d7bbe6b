import type { Pool } from 'pg'

/**
 * POPIA erasure of a lead, in place: who the person was (name, email, phone, company, what they
 * wrote, staff notes about them, and the network data: user agent, hashed address, source page) is
 * replaced; status, dates, service, budget and timeline stay for reporting. The email becomes a
 * per-record placeholder on the reserved .invalid domain, so nothing can be sent to it.
 * Returns the ids anonymised.
 */
const PLACEHOLDER_NAME = 'Erased'
const ERASED_TEXT = '[erased]'

const SET_ERASED = `name = '${PLACEHOLDER_NAME}', email = 'erased-' || left(id::text, 8) || '@erased.invalid',
  phone = NULL, company = NULL, user_agent = NULL, ip_hash = NULL, source_page = NULL, staff_notes = NULL,
  erased_at = $1, updated_at = $1`

export async function anonymiseLeadsWhere(
  pool: Pool,
  where: { ids: readonly string[] } | { createdBefore: Date },
  now: Date,
): Promise<{ enquiries: string[]; callbacks: string[] }> {
  const [condition, arg] =
    'ids' in where
      ? ['id = ANY($2::uuid[])', [...where.ids]]
      : ["created_at < $2 AND status::text <> 'won'", where.createdBefore]
  const run = async (table: 'enquiries' | 'callbacks', message: string): Promise<string[]> => {
    const { rows } = await pool.query<{ id: string }>(
      `UPDATE ${table} SET ${SET_ERASED}, message = ${message} WHERE ${condition} AND erased_at IS NULL RETURNING id`,
      [now, arg],
    )
    return rows.map((row) => row.id)
  }
  // An enquiry's message is required; a callback's is optional.
  return { enquiries: await run('enquiries', `'${ERASED_TEXT}'`), callbacks: await run('callbacks', 'NULL') }
}
