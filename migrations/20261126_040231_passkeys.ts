import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "second_factors" ADD COLUMN "passkeys" jsonb;
  ALTER TABLE "second_factors" ADD COLUMN "webauthn_challenge" varchar;
  ALTER TABLE "second_factors" ADD COLUMN "webauthn_challenge_expires_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "second_factors" DROP COLUMN "passkeys";
  ALTER TABLE "second_factors" DROP COLUMN "webauthn_challenge";
  ALTER TABLE "second_factors" DROP COLUMN "webauthn_challenge_expires_at";`)
}
