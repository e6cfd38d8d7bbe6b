import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { down, up } from '../../migrations/20261125_033256_client_organisations'

/**
 * The client-organisations migration on the seeded test database, inside one transaction that is
 * rolled back (Postgres DDL is transactional): back to one account per client, forward again, and
 * nothing is lost or changes hands on the way.
 */

type Owned = { id: string; owner: string }

describe('client organisations migration', () => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  const args = () => ({ db: drizzle({ client }) }) as unknown as MigrateUpArgs & MigrateDownArgs
  const rows = async <T>(query: string) => (await client.query<T & pg.QueryResultRow>(query)).rows

  beforeAll(async () => {
    await client.connect()
    await client.query('BEGIN')
  })

  afterAll(async () => {
    await client.query('ROLLBACK')
    await client.end()
  })

  it('gives every client an organisation of its own, as owner, with all of its records', async () => {
    await down(args())
    const ownedBefore = async (table: string, column: string) =>
      new Map(
        (await rows<Owned>(`SELECT id, ${column} AS owner FROM ${table}`)).map((r) => [
          r.id,
          r.owner,
        ]),
      )
    const before = {
      projects: await ownedBefore('projects', 'client_id'),
      project_files: await ownedBefore('project_files', 'owner_id'),
      messages: await ownedBefore('messages', 'owner_id'),
      feedback: await ownedBefore('feedback', 'client_id'),
    }
    expect(before.projects.size).toBeGreaterThan(0)

    await up(args())

    const ownerOfOrganisation = new Map(
      (
        await rows<{ organisation: string; owner: string }>(
          `SELECT organisation_id AS organisation, id AS owner FROM users WHERE member_role = 'owner' AND organisation_id IS NOT NULL`,
        )
      ).map((r) => [r.organisation, r.owner]),
    )
    for (const [table, owners] of Object.entries(before)) {
      const after = await rows<{ id: string; organisation: string }>(
        `SELECT id, organisation_id AS organisation FROM ${table}`,
      )
      expect(after.length, `${table} rows`).toBe(owners.size)
      for (const row of after)
        expect(ownerOfOrganisation.get(row.organisation), `${table} ${row.id}`).toBe(
          owners.get(row.id),
        )
    }
    const clients = await rows<{ organisations: number }>(
      `SELECT count(DISTINCT organisation_id)::int AS organisations FROM users WHERE role = 'client'`,
    )
    const clientCount = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM users WHERE role = 'client'`,
    )
    expect(clients[0]?.organisations).toBe(clientCount[0]?.n)
    const nonOwners = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM users WHERE role = 'client' AND member_role <> 'owner'`,
    )
    expect(nonOwners[0]?.n).toBe(0)
  })
})
