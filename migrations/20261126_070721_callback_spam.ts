import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_callbacks_spam_reason" AS ENUM('honeypot', 'missing-token', 'forged-token', 'too-fast');
  ALTER TABLE "callbacks" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "callbacks" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  DROP TYPE "public"."enum_callbacks_status";
  CREATE TYPE "public"."enum_callbacks_status" AS ENUM('new', 'scheduled', 'done', 'missed', 'cancelled', 'spam');
  ALTER TABLE "callbacks" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_callbacks_status";
  ALTER TABLE "callbacks" ALTER COLUMN "status" SET DATA TYPE "public"."enum_callbacks_status" USING "status"::"public"."enum_callbacks_status";
  DROP INDEX "callbacks_preferred_time_idx";
  ALTER TABLE "callbacks" ADD COLUMN "spam_reason" "enum_callbacks_spam_reason";
  CREATE INDEX "callbacks_preferred_time_idx" ON "callbacks" USING btree ("preferred_time");`)
  // One booking per slot, as before, except that a bot-flagged request (spam) holds none: staff
  // release it later (src/collections/Callbacks/hooks/releaseSpamCallback.ts). Hand-written, as
  // Payload cannot declare a partial index. The status enum is recreated above, not extended with
  // ADD VALUE: a value added that way cannot be used in the same transaction, as this index does.
  await db.execute(sql`
  CREATE UNIQUE INDEX "callbacks_preferred_time_booked_idx" ON "callbacks" USING btree ("preferred_time")
    WHERE "status" <> 'spam';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Flagged requests cannot be kept without the spam status, and would collide in the full index.
  await db.execute(sql`
  DROP INDEX "callbacks_preferred_time_booked_idx";
  DELETE FROM "callbacks" WHERE "status" = 'spam';`)
  await db.execute(sql`
   ALTER TABLE "callbacks" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "callbacks" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  DROP TYPE "public"."enum_callbacks_status";
  CREATE TYPE "public"."enum_callbacks_status" AS ENUM('new', 'scheduled', 'done', 'missed', 'cancelled');
  ALTER TABLE "callbacks" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_callbacks_status";
  ALTER TABLE "callbacks" ALTER COLUMN "status" SET DATA TYPE "public"."enum_callbacks_status" USING "status"::"public"."enum_callbacks_status";
  DROP INDEX "callbacks_preferred_time_idx";
  CREATE UNIQUE INDEX "callbacks_preferred_time_idx" ON "callbacks" USING btree ("preferred_time");
  ALTER TABLE "callbacks" DROP COLUMN "spam_reason";
  DROP TYPE "public"."enum_callbacks_spam_reason";`)
}
