import type { Pool } from 'pg'

/** POPIA erasure of leads in place: who the person was goes, reporting fields stay (docs/decisions.md#data-rights). */
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
  const run = async (table: 'enquiries' | 'callbacks', extra: string): Promise<string[]> => {
    const { rows } = await pool.query<{ id: string }>(
      `UPDATE ${table} SET ${SET_ERASED}, ${extra} WHERE ${condition} AND erased_at IS NULL RETURNING id`,
      [now, arg],
    )
    return rows.map((row) => row.id)
  }
  // A call still to come is cancelled and its slot freed: nobody can be called once the number is gone.
  return {
    enquiries: await run('enquiries', `message = '${ERASED_TEXT}'`),
    callbacks: await run(
      'callbacks',
      `message = NULL,
       status = CASE WHEN preferred_time > $1 THEN 'cancelled'::enum_callbacks_status ELSE status END,
       cancelled_slot = CASE WHEN preferred_time > $1 THEN preferred_time ELSE cancelled_slot END,
       reply_by = CASE WHEN preferred_time > $1 THEN NULL ELSE reply_by END,
       preferred_time = CASE WHEN preferred_time > $1 THEN NULL ELSE preferred_time END`,
    ),
  }
}
