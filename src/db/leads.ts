import { eq } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleOf } from './client'
import { callbacks, enquiries } from './schema'

const TABLES = { enquiries, callbacks } as const

/** Whether the lead `id` is stored (committed): one read by primary key, outside any transaction. */
export async function leadIsStored(
  payload: Payload,
  collection: keyof typeof TABLES,
  id: string,
): Promise<boolean> {
  const table = TABLES[collection]
  const db = await drizzleOf(payload)
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1)
  return rows.length > 0
}
