import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Earlier seeds stored 'http://localhost:3000' as the site URL, which then won over
 * NEXT_PUBLIC_SERVER_URL in canonical links, the sitemap and share cards. A localhost value is
 * never a deliberate choice by staff, so it is cleared and the server's public address applies.
 * Data only: no schema change, so no snapshot.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`UPDATE "site_settings" SET "site_url" = NULL WHERE "site_url" ~* '^https?://(localhost|127\\.0\\.0\\.1)(:[0-9]+)?/?$';`)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // Nothing to restore: the cleared value was never meant to be there.
}
