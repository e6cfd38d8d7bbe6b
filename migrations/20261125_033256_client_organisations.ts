import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_member_role" AS ENUM('owner', 'member', 'viewer');
  CREATE TABLE "organisations" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "projects" DROP CONSTRAINT "projects_client_id_users_id_fk";
  
  ALTER TABLE "project_files" DROP CONSTRAINT "project_files_owner_id_users_id_fk";
  
  ALTER TABLE "messages" DROP CONSTRAINT "messages_owner_id_users_id_fk";
  
  ALTER TABLE "feedback" DROP CONSTRAINT "feedback_client_id_users_id_fk";
  
  DROP INDEX "projects_client_idx";
  DROP INDEX "project_files_owner_idx";
  DROP INDEX "messages_owner_idx";
  DROP INDEX "feedback_client_idx";
  ALTER TABLE "projects" ADD COLUMN "organisation_id" uuid;
  ALTER TABLE "projects" ADD COLUMN "assigned_to_id" uuid;
  ALTER TABLE "project_files" ADD COLUMN "organisation_id" uuid;
  ALTER TABLE "messages" ADD COLUMN "organisation_id" uuid;
  ALTER TABLE "feedback" ADD COLUMN "organisation_id" uuid;
  ALTER TABLE "feedback" ADD COLUMN "author_id" uuid;
  ALTER TABLE "users" ADD COLUMN "organisation_id" uuid;
  ALTER TABLE "users" ADD COLUMN "member_role" "enum_users_member_role" DEFAULT 'member';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "organisations_id" uuid;
  CREATE UNIQUE INDEX "organisations_name_idx" ON "organisations" USING btree ("name");
  CREATE INDEX "organisations_updated_at_idx" ON "organisations" USING btree ("updated_at");
  CREATE INDEX "organisations_created_at_idx" ON "organisations" USING btree ("created_at");
  ALTER TABLE "projects" ADD CONSTRAINT "projects_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_files" ADD CONSTRAINT "project_files_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "messages" ADD CONSTRAINT "messages_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "feedback" ADD CONSTRAINT "feedback_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "feedback" ADD CONSTRAINT "feedback_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_organisations_fk" FOREIGN KEY ("organisations_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "projects_organisation_idx" ON "projects" USING btree ("organisation_id");
  CREATE INDEX "projects_assigned_to_idx" ON "projects" USING btree ("assigned_to_id");
  CREATE INDEX "project_files_organisation_idx" ON "project_files" USING btree ("organisation_id");
  CREATE INDEX "messages_organisation_idx" ON "messages" USING btree ("organisation_id");
  CREATE INDEX "feedback_organisation_idx" ON "feedback" USING btree ("organisation_id");
  CREATE INDEX "feedback_author_idx" ON "feedback" USING btree ("author_id");
  CREATE INDEX "users_organisation_idx" ON "users" USING btree ("organisation_id");
  CREATE INDEX "payload_locked_documents_rels_organisations_id_idx" ON "payload_locked_documents_rels" USING btree ("organisations_id");
  -- Every client account (and anyone else a portal record named as its client) becomes the
  -- owner of an organisation of its own, named after its company; nothing changes hands.
  CREATE TEMP TABLE "organisation_map" AS
    SELECT "id" AS "user_id", gen_random_uuid() AS "organisation_id",
      coalesce(nullif(trim("company"), ''), nullif(trim("name"), ''), "email") AS "base", "email"
    FROM "users"
    WHERE "role" = 'client'
      OR "id" IN (SELECT "client_id" FROM "projects" UNION SELECT "owner_id" FROM "messages"
        UNION SELECT "owner_id" FROM "project_files" UNION SELECT "client_id" FROM "feedback");
  INSERT INTO "organisations" ("id", "name")
    SELECT "organisation_id",
      CASE WHEN count(*) OVER (PARTITION BY "base") > 1 THEN "base" || ' (' || "email" || ')' ELSE "base" END
    FROM "organisation_map";
  UPDATE "users" SET "organisation_id" = m."organisation_id", "member_role" = 'owner'
    FROM "organisation_map" m WHERE "users"."id" = m."user_id" AND "users"."role" = 'client';
  UPDATE "projects" SET "organisation_id" = m."organisation_id"
    FROM "organisation_map" m WHERE "projects"."client_id" = m."user_id";
  UPDATE "project_files" SET "organisation_id" = m."organisation_id"
    FROM "organisation_map" m WHERE "project_files"."owner_id" = m."user_id";
  UPDATE "messages" SET "organisation_id" = m."organisation_id"
    FROM "organisation_map" m WHERE "messages"."owner_id" = m."user_id";
  UPDATE "feedback" SET "organisation_id" = m."organisation_id", "author_id" = "feedback"."client_id"
    FROM "organisation_map" m WHERE "feedback"."client_id" = m."user_id";
  ALTER TABLE "projects" ALTER COLUMN "organisation_id" SET NOT NULL;
  ALTER TABLE "project_files" ALTER COLUMN "organisation_id" SET NOT NULL;
  ALTER TABLE "messages" ALTER COLUMN "organisation_id" SET NOT NULL;
  ALTER TABLE "feedback" ALTER COLUMN "organisation_id" SET NOT NULL;
  DROP TABLE "organisation_map";
  ALTER TABLE "projects" DROP COLUMN "client_id";
  ALTER TABLE "project_files" DROP COLUMN "owner_id";
  ALTER TABLE "messages" DROP COLUMN "owner_id";
  ALTER TABLE "feedback" DROP COLUMN "client_id";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "projects" DROP CONSTRAINT "projects_organisation_id_organisations_id_fk";
  
  ALTER TABLE "projects" DROP CONSTRAINT "projects_assigned_to_id_users_id_fk";
  
  ALTER TABLE "project_files" DROP CONSTRAINT "project_files_organisation_id_organisations_id_fk";
  
  ALTER TABLE "messages" DROP CONSTRAINT "messages_organisation_id_organisations_id_fk";
  
  ALTER TABLE "feedback" DROP CONSTRAINT "feedback_organisation_id_organisations_id_fk";
  
  ALTER TABLE "feedback" DROP CONSTRAINT "feedback_author_id_users_id_fk";
  
  ALTER TABLE "users" DROP CONSTRAINT "users_organisation_id_organisations_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_organisations_fk";
  
  DROP INDEX "projects_organisation_idx";
  DROP INDEX "projects_assigned_to_idx";
  DROP INDEX "project_files_organisation_idx";
  DROP INDEX "messages_organisation_idx";
  DROP INDEX "feedback_organisation_idx";
  DROP INDEX "feedback_author_idx";
  DROP INDEX "users_organisation_idx";
  DROP INDEX "payload_locked_documents_rels_organisations_id_idx";
  ALTER TABLE "projects" ADD COLUMN "client_id" uuid;
  ALTER TABLE "project_files" ADD COLUMN "owner_id" uuid;
  ALTER TABLE "messages" ADD COLUMN "owner_id" uuid;
  ALTER TABLE "feedback" ADD COLUMN "client_id" uuid;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_files" ADD CONSTRAINT "project_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "messages" ADD CONSTRAINT "messages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "feedback" ADD CONSTRAINT "feedback_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "projects_client_idx" ON "projects" USING btree ("client_id");
  CREATE INDEX "project_files_owner_idx" ON "project_files" USING btree ("owner_id");
  CREATE INDEX "messages_owner_idx" ON "messages" USING btree ("owner_id");
  CREATE INDEX "feedback_client_idx" ON "feedback" USING btree ("client_id");
  -- Back to one account per client: each record goes to its organisation's first owner.
  CREATE TEMP TABLE "owner_map" AS
    SELECT DISTINCT ON ("organisation_id") "organisation_id", "id" AS "user_id"
    FROM "users" WHERE "organisation_id" IS NOT NULL
    ORDER BY "organisation_id", ("member_role" = 'owner') DESC, "created_at";
  UPDATE "projects" SET "client_id" = m."user_id" FROM "owner_map" m WHERE "projects"."organisation_id" = m."organisation_id";
  UPDATE "project_files" SET "owner_id" = m."user_id" FROM "owner_map" m WHERE "project_files"."organisation_id" = m."organisation_id";
  UPDATE "messages" SET "owner_id" = m."user_id" FROM "owner_map" m WHERE "messages"."organisation_id" = m."organisation_id";
  UPDATE "feedback" SET "client_id" = coalesce("feedback"."author_id", m."user_id") FROM "owner_map" m WHERE "feedback"."organisation_id" = m."organisation_id";
  DROP TABLE "owner_map";
  ALTER TABLE "projects" DROP COLUMN "organisation_id";
  ALTER TABLE "projects" DROP COLUMN "assigned_to_id";
  ALTER TABLE "project_files" DROP COLUMN "organisation_id";
  ALTER TABLE "messages" DROP COLUMN "organisation_id";
  ALTER TABLE "feedback" DROP COLUMN "organisation_id";
  ALTER TABLE "feedback" DROP COLUMN "author_id";
  ALTER TABLE "users" DROP COLUMN "organisation_id";
  ALTER TABLE "users" DROP COLUMN "member_role";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "organisations_id";
  DROP TABLE "organisations" CASCADE;
  DROP TYPE "public"."enum_users_member_role";`)
}
