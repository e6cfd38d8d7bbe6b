import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_approvals_status" AS ENUM('pending', 'approved', 'changes-requested', 'superseded');
  CREATE TABLE "approvals" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"file_id" uuid NOT NULL,
  	"title" varchar,
  	"project_id" uuid,
  	"organisation_id" uuid,
  	"round" numeric,
  	"file_version_filename" varchar,
  	"file_version_filesize" numeric,
  	"file_version_version" numeric,
  	"requested_by_id" uuid,
  	"due_date" timestamp(3) with time zone,
  	"status" "enum_approvals_status" DEFAULT 'pending' NOT NULL,
  	"decided_by_id" uuid,
  	"decided_by_name" varchar,
  	"decided_at" timestamp(3) with time zone,
  	"comment" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "project_files" ADD COLUMN "version" numeric DEFAULT 1;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "approvals_id" uuid;
  ALTER TABLE "approvals" ADD CONSTRAINT "approvals_file_id_project_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."project_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "approvals" ADD CONSTRAINT "approvals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "approvals" ADD CONSTRAINT "approvals_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "approvals" ADD CONSTRAINT "approvals_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "approvals" ADD CONSTRAINT "approvals_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "approvals_file_idx" ON "approvals" USING btree ("file_id");
  CREATE INDEX "approvals_project_idx" ON "approvals" USING btree ("project_id");
  CREATE INDEX "approvals_organisation_idx" ON "approvals" USING btree ("organisation_id");
  CREATE INDEX "approvals_requested_by_idx" ON "approvals" USING btree ("requested_by_id");
  CREATE INDEX "approvals_status_idx" ON "approvals" USING btree ("status");
  CREATE INDEX "approvals_decided_by_idx" ON "approvals" USING btree ("decided_by_id");
  CREATE INDEX "approvals_updated_at_idx" ON "approvals" USING btree ("updated_at");
  CREATE INDEX "approvals_created_at_idx" ON "approvals" USING btree ("created_at");
  CREATE UNIQUE INDEX "file_round_idx" ON "approvals" USING btree ("file_id","round");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_approvals_fk" FOREIGN KEY ("approvals_id") REFERENCES "public"."approvals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_approvals_id_idx" ON "payload_locked_documents_rels" USING btree ("approvals_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "approvals" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "approvals" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_approvals_fk";
  
  DROP INDEX "payload_locked_documents_rels_approvals_id_idx";
  ALTER TABLE "project_files" DROP COLUMN "version";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "approvals_id";
  DROP TYPE "public"."enum_approvals_status";`)
}
