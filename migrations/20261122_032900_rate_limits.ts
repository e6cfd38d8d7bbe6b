import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Counters for the enquiry and callback rate limits (src/lib/rateLimit.ts). The table has the
 * layout rate-limiter-flexible's RateLimiterPostgres expects; it is created here rather than by
 * the library so the schema comes only from migrations. Not a Payload collection, so it is
 * written by hand and has no snapshot.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "rate_limits" (
  	"key" varchar(255) PRIMARY KEY NOT NULL,
  	"points" integer DEFAULT 0 NOT NULL,
  	"expire" bigint
  );
  CREATE INDEX IF NOT EXISTS "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "rate_limits";`)
}
