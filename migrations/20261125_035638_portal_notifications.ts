import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_notifications" AS ENUM('every', 'digest', 'none');
  CREATE TYPE "public"."enum_portal_events_kind" AS ENUM('message', 'file', 'feedback', 'status', 'approval-requested', 'approval-decided');
  CREATE TYPE "public"."enum_portal_events_audience" AS ENUM('client', 'agency');
  CREATE TYPE "public"."enum_portal_notifications_delivery" AS ENUM('email', 'digest');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'notifyPortalEvent' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'portalDigest' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'notifyPortalEvent' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'portalDigest' BEFORE 'createCollectionExport';
  CREATE TABLE "portal_events" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"organisation_id" uuid,
  	"project_id" uuid,
  	"kind" "enum_portal_events_kind" NOT NULL,
  	"audience" "enum_portal_events_audience" NOT NULL,
  	"actor_id" uuid,
  	"actor_name" varchar,
  	"summary" varchar,
  	"fanned_out_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "portal_notifications" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"event_id" uuid,
  	"recipient_id" uuid,
  	"email" varchar NOT NULL,
  	"delivery" "enum_portal_notifications_delivery" NOT NULL,
  	"digested_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "notifications" "enum_users_notifications" DEFAULT 'every';
  ALTER TABLE "users" ADD COLUMN "messages_seen_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "files_seen_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "portal_events_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "portal_notifications_id" uuid;
  ALTER TABLE "portal_events" ADD CONSTRAINT "portal_events_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "portal_events" ADD CONSTRAINT "portal_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "portal_events" ADD CONSTRAINT "portal_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "portal_notifications" ADD CONSTRAINT "portal_notifications_event_id_portal_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."portal_events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "portal_notifications" ADD CONSTRAINT "portal_notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "portal_events_organisation_idx" ON "portal_events" USING btree ("organisation_id");
  CREATE INDEX "portal_events_project_idx" ON "portal_events" USING btree ("project_id");
  CREATE INDEX "portal_events_actor_idx" ON "portal_events" USING btree ("actor_id");
  CREATE INDEX "portal_events_updated_at_idx" ON "portal_events" USING btree ("updated_at");
  CREATE INDEX "portal_events_created_at_idx" ON "portal_events" USING btree ("created_at");
  CREATE INDEX "portal_notifications_event_idx" ON "portal_notifications" USING btree ("event_id");
  CREATE INDEX "portal_notifications_recipient_idx" ON "portal_notifications" USING btree ("recipient_id");
  CREATE INDEX "portal_notifications_digested_at_idx" ON "portal_notifications" USING btree ("digested_at");
  CREATE INDEX "portal_notifications_updated_at_idx" ON "portal_notifications" USING btree ("updated_at");
  CREATE INDEX "portal_notifications_created_at_idx" ON "portal_notifications" USING btree ("created_at");
  CREATE UNIQUE INDEX "event_email_idx" ON "portal_notifications" USING btree ("event_id","email");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_portal_events_fk" FOREIGN KEY ("portal_events_id") REFERENCES "public"."portal_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_portal_notifications_fk" FOREIGN KEY ("portal_notifications_id") REFERENCES "public"."portal_notifications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_portal_events_id_idx" ON "payload_locked_documents_rels" USING btree ("portal_events_id");
  CREATE INDEX "payload_locked_documents_rels_portal_notifications_id_idx" ON "payload_locked_documents_rels" USING btree ("portal_notifications_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "portal_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "portal_notifications" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "portal_events" CASCADE;
  DROP TABLE "portal_notifications" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_portal_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_portal_notifications_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'slaReminders', 'leadRetention', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'slaReminders', 'leadRetention', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_portal_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_portal_notifications_id_idx";
  ALTER TABLE "users" DROP COLUMN "notifications";
  ALTER TABLE "users" DROP COLUMN "messages_seen_at";
  ALTER TABLE "users" DROP COLUMN "files_seen_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "portal_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "portal_notifications_id";
  DROP TYPE "public"."enum_users_notifications";
  DROP TYPE "public"."enum_portal_events_kind";
  DROP TYPE "public"."enum_portal_events_audience";
  DROP TYPE "public"."enum_portal_notifications_delivery";`)
}
