import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_callbacks_status" ADD VALUE 'cancelled';
  ALTER TYPE "public"."enum_security_events_type" ADD VALUE 'data-export';
  ALTER TYPE "public"."enum_security_events_type" ADD VALUE 'data-erasure';
  ALTER TYPE "public"."enum_security_events_type" ADD VALUE 'data-retention';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'slaReminders' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'leadRetention' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'slaReminders' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'leadRetention' BEFORE 'createCollectionExport';
  CREATE TABLE "payload_jobs_stats" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "callbacks" ALTER COLUMN "preferred_time" DROP NOT NULL;
  ALTER TABLE "enquiries" ADD COLUMN "reply_by" timestamp(3) with time zone;
  ALTER TABLE "enquiries" ADD COLUMN "first_replied_at" timestamp(3) with time zone;
  ALTER TABLE "enquiries" ADD COLUMN "sla_reminder_sent_at" timestamp(3) with time zone;
  ALTER TABLE "enquiries" ADD COLUMN "erased_at" timestamp(3) with time zone;
  ALTER TABLE "callbacks" ADD COLUMN "reply_by" timestamp(3) with time zone;
  ALTER TABLE "callbacks" ADD COLUMN "first_replied_at" timestamp(3) with time zone;
  ALTER TABLE "callbacks" ADD COLUMN "sla_reminder_sent_at" timestamp(3) with time zone;
  ALTER TABLE "callbacks" ADD COLUMN "erased_at" timestamp(3) with time zone;
  ALTER TABLE "callbacks" ADD COLUMN "cancelled_slot" timestamp(3) with time zone;
  ALTER TABLE "callbacks" ADD COLUMN "invite_sequence" numeric DEFAULT 0;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "site_settings" ADD COLUMN "retention_months" numeric DEFAULT 24;
  CREATE INDEX "enquiries_reply_by_idx" ON "enquiries" USING btree ("reply_by");
  CREATE INDEX "callbacks_reply_by_idx" ON "callbacks" USING btree ("reply_by");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "callbacks" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "callbacks" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  DROP TYPE "public"."enum_callbacks_status";
  CREATE TYPE "public"."enum_callbacks_status" AS ENUM('new', 'scheduled', 'done', 'missed');
  ALTER TABLE "callbacks" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_callbacks_status";
  ALTER TABLE "callbacks" ALTER COLUMN "status" SET DATA TYPE "public"."enum_callbacks_status" USING "status"::"public"."enum_callbacks_status";
  ALTER TABLE "security_events" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_security_events_type";
  CREATE TYPE "public"."enum_security_events_type" AS ENUM('login', 'login-failed', 'logout', 'upload-accepted', 'upload-refused');
  ALTER TABLE "security_events" ALTER COLUMN "type" SET DATA TYPE "public"."enum_security_events_type" USING "type"::"public"."enum_security_events_type";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "enquiries_reply_by_idx";
  DROP INDEX "callbacks_reply_by_idx";
  ALTER TABLE "callbacks" ALTER COLUMN "preferred_time" SET NOT NULL;
  ALTER TABLE "enquiries" DROP COLUMN "reply_by";
  ALTER TABLE "enquiries" DROP COLUMN "first_replied_at";
  ALTER TABLE "enquiries" DROP COLUMN "sla_reminder_sent_at";
  ALTER TABLE "enquiries" DROP COLUMN "erased_at";
  ALTER TABLE "callbacks" DROP COLUMN "reply_by";
  ALTER TABLE "callbacks" DROP COLUMN "first_replied_at";
  ALTER TABLE "callbacks" DROP COLUMN "sla_reminder_sent_at";
  ALTER TABLE "callbacks" DROP COLUMN "erased_at";
  ALTER TABLE "callbacks" DROP COLUMN "cancelled_slot";
  ALTER TABLE "callbacks" DROP COLUMN "invite_sequence";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "site_settings" DROP COLUMN "retention_months";`)
}
