import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Edited by hand: a removed account takes its factors with it (cascade, not Drizzle's set null on a NOT NULL column).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "second_factors" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"user_id" uuid NOT NULL,
  	"totp_secret" varchar,
  	"totp_pending_secret" varchar,
  	"totp_enabled_at" timestamp(3) with time zone,
  	"totp_last_step" numeric,
  	"recovery_codes" jsonb,
  	"verified_sessions" jsonb,
  	"failed_codes" numeric DEFAULT 0,
  	"revision" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "second_factors_id" uuid;
  ALTER TABLE "second_factors" ADD CONSTRAINT "second_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "second_factors_user_idx" ON "second_factors" USING btree ("user_id");
  CREATE INDEX "second_factors_updated_at_idx" ON "second_factors" USING btree ("updated_at");
  CREATE INDEX "second_factors_created_at_idx" ON "second_factors" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_second_factors_fk" FOREIGN KEY ("second_factors_id") REFERENCES "public"."second_factors"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_second_factors_id_idx" ON "payload_locked_documents_rels" USING btree ("second_factors_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "second_factors" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "second_factors" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_second_factors_fk";
  
  DROP INDEX "payload_locked_documents_rels_second_factors_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "second_factors_id";`)
}
