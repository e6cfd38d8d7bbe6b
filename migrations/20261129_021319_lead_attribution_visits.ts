import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_enquiries_tool" AS ENUM('ai-estimator', 'proposal-builder', 'performance-audit', 'competitor-analysis', 'templates', 'maintenance', 'white-label', 'ai-code-review', 'content-generator', 'chatbot-builder');
  CREATE TYPE "public"."enum_enquiries_last_ad_network" AS ENUM('google', 'meta', 'microsoft');
  CREATE TYPE "public"."enum_enquiries_first_ad_network" AS ENUM('google', 'meta', 'microsoft');
  CREATE TYPE "public"."enum_callbacks_tool" AS ENUM('ai-estimator', 'proposal-builder', 'performance-audit', 'competitor-analysis', 'templates', 'maintenance', 'white-label', 'ai-code-review', 'content-generator', 'chatbot-builder');
  CREATE TYPE "public"."enum_callbacks_last_ad_network" AS ENUM('google', 'meta', 'microsoft');
  CREATE TYPE "public"."enum_callbacks_first_ad_network" AS ENUM('google', 'meta', 'microsoft');
  CREATE TABLE "visit_salts" (
  	"day" varchar PRIMARY KEY NOT NULL,
  	"salt" varchar NOT NULL
  );
  
  CREATE TABLE "visit_seen" (
  	"day" varchar NOT NULL,
  	"hash" varchar NOT NULL
  );
  
  CREATE TABLE "visit_counts" (
  	"day" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"source" varchar DEFAULT '' NOT NULL,
  	"medium" varchar DEFAULT '' NOT NULL,
  	"campaign" varchar DEFAULT '' NOT NULL,
  	"pageviews" integer DEFAULT 0 NOT NULL,
  	"visits" integer DEFAULT 0 NOT NULL
  );
  
  ALTER TABLE "enquiries" ADD COLUMN "tool" "enum_enquiries_tool";
  ALTER TABLE "enquiries" ADD COLUMN "last_source" varchar;
  ALTER TABLE "enquiries" ADD COLUMN "last_medium" varchar;
  ALTER TABLE "enquiries" ADD COLUMN "last_campaign" varchar;
  ALTER TABLE "enquiries" ADD COLUMN "last_term" varchar;
  ALTER TABLE "enquiries" ADD COLUMN "last_content" varchar;
  ALTER TABLE "enquiries" ADD COLUMN "last_ad_network" "enum_enquiries_last_ad_network";
  ALTER TABLE "enquiries" ADD COLUMN "last_referrer_host" varchar;
  ALTER TABLE "enquiries" ADD COLUMN "last_landing_path" varchar;
  ALTER TABLE "enquiries" ADD COLUMN "last_at" timestamp(3) with time zone;
  ALTER TABLE "enquiries" ADD COLUMN "first_source" varchar;
  ALTER TABLE "enquiries" ADD COLUMN "first_medium" varchar;
  ALTER TABLE "enquiries" ADD COLUMN "first_campaign" varchar;
  ALTER TABLE "enquiries" ADD COLUMN "first_term" varchar;
  ALTER TABLE "enquiries" ADD COLUMN "first_content" varchar;
  ALTER TABLE "enquiries" ADD COLUMN "first_ad_network" "enum_enquiries_first_ad_network";
  ALTER TABLE "enquiries" ADD COLUMN "first_referrer_host" varchar;
  ALTER TABLE "enquiries" ADD COLUMN "first_landing_path" varchar;
  ALTER TABLE "enquiries" ADD COLUMN "first_at" timestamp(3) with time zone;
  ALTER TABLE "callbacks" ADD COLUMN "tool" "enum_callbacks_tool";
  ALTER TABLE "callbacks" ADD COLUMN "last_source" varchar;
  ALTER TABLE "callbacks" ADD COLUMN "last_medium" varchar;
  ALTER TABLE "callbacks" ADD COLUMN "last_campaign" varchar;
  ALTER TABLE "callbacks" ADD COLUMN "last_term" varchar;
  ALTER TABLE "callbacks" ADD COLUMN "last_content" varchar;
  ALTER TABLE "callbacks" ADD COLUMN "last_ad_network" "enum_callbacks_last_ad_network";
  ALTER TABLE "callbacks" ADD COLUMN "last_referrer_host" varchar;
  ALTER TABLE "callbacks" ADD COLUMN "last_landing_path" varchar;
  ALTER TABLE "callbacks" ADD COLUMN "last_at" timestamp(3) with time zone;
  ALTER TABLE "callbacks" ADD COLUMN "first_source" varchar;
  ALTER TABLE "callbacks" ADD COLUMN "first_medium" varchar;
  ALTER TABLE "callbacks" ADD COLUMN "first_campaign" varchar;
  ALTER TABLE "callbacks" ADD COLUMN "first_term" varchar;
  ALTER TABLE "callbacks" ADD COLUMN "first_content" varchar;
  ALTER TABLE "callbacks" ADD COLUMN "first_ad_network" "enum_callbacks_first_ad_network";
  ALTER TABLE "callbacks" ADD COLUMN "first_referrer_host" varchar;
  ALTER TABLE "callbacks" ADD COLUMN "first_landing_path" varchar;
  ALTER TABLE "callbacks" ADD COLUMN "first_at" timestamp(3) with time zone;
  CREATE UNIQUE INDEX "visit_seen_day_hash_idx" ON "visit_seen" USING btree ("day","hash");
  CREATE UNIQUE INDEX "visit_counts_key_idx" ON "visit_counts" USING btree ("day","path","source","medium","campaign");
  CREATE INDEX "enquiries_tool_idx" ON "enquiries" USING btree ("tool");
  CREATE INDEX "enquiries_last_source_idx" ON "enquiries" USING btree ("last_source");
  CREATE INDEX "enquiries_last_medium_idx" ON "enquiries" USING btree ("last_medium");
  CREATE INDEX "enquiries_last_campaign_idx" ON "enquiries" USING btree ("last_campaign");
  CREATE INDEX "callbacks_tool_idx" ON "callbacks" USING btree ("tool");
  CREATE INDEX "callbacks_last_source_idx" ON "callbacks" USING btree ("last_source");
  CREATE INDEX "callbacks_last_medium_idx" ON "callbacks" USING btree ("last_medium");
  CREATE INDEX "callbacks_last_campaign_idx" ON "callbacks" USING btree ("last_campaign");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "visit_salts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "visit_seen" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "visit_counts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "visit_salts" CASCADE;
  DROP TABLE "visit_seen" CASCADE;
  DROP TABLE "visit_counts" CASCADE;
  DROP INDEX "enquiries_tool_idx";
  DROP INDEX "enquiries_last_source_idx";
  DROP INDEX "enquiries_last_medium_idx";
  DROP INDEX "enquiries_last_campaign_idx";
  DROP INDEX "callbacks_tool_idx";
  DROP INDEX "callbacks_last_source_idx";
  DROP INDEX "callbacks_last_medium_idx";
  DROP INDEX "callbacks_last_campaign_idx";
  ALTER TABLE "enquiries" DROP COLUMN "tool";
  ALTER TABLE "enquiries" DROP COLUMN "last_source";
  ALTER TABLE "enquiries" DROP COLUMN "last_medium";
  ALTER TABLE "enquiries" DROP COLUMN "last_campaign";
  ALTER TABLE "enquiries" DROP COLUMN "last_term";
  ALTER TABLE "enquiries" DROP COLUMN "last_content";
  ALTER TABLE "enquiries" DROP COLUMN "last_ad_network";
  ALTER TABLE "enquiries" DROP COLUMN "last_referrer_host";
  ALTER TABLE "enquiries" DROP COLUMN "last_landing_path";
  ALTER TABLE "enquiries" DROP COLUMN "last_at";
  ALTER TABLE "enquiries" DROP COLUMN "first_source";
  ALTER TABLE "enquiries" DROP COLUMN "first_medium";
  ALTER TABLE "enquiries" DROP COLUMN "first_campaign";
  ALTER TABLE "enquiries" DROP COLUMN "first_term";
  ALTER TABLE "enquiries" DROP COLUMN "first_content";
  ALTER TABLE "enquiries" DROP COLUMN "first_ad_network";
  ALTER TABLE "enquiries" DROP COLUMN "first_referrer_host";
  ALTER TABLE "enquiries" DROP COLUMN "first_landing_path";
  ALTER TABLE "enquiries" DROP COLUMN "first_at";
  ALTER TABLE "callbacks" DROP COLUMN "tool";
  ALTER TABLE "callbacks" DROP COLUMN "last_source";
  ALTER TABLE "callbacks" DROP COLUMN "last_medium";
  ALTER TABLE "callbacks" DROP COLUMN "last_campaign";
  ALTER TABLE "callbacks" DROP COLUMN "last_term";
  ALTER TABLE "callbacks" DROP COLUMN "last_content";
  ALTER TABLE "callbacks" DROP COLUMN "last_ad_network";
  ALTER TABLE "callbacks" DROP COLUMN "last_referrer_host";
  ALTER TABLE "callbacks" DROP COLUMN "last_landing_path";
  ALTER TABLE "callbacks" DROP COLUMN "last_at";
  ALTER TABLE "callbacks" DROP COLUMN "first_source";
  ALTER TABLE "callbacks" DROP COLUMN "first_medium";
  ALTER TABLE "callbacks" DROP COLUMN "first_campaign";
  ALTER TABLE "callbacks" DROP COLUMN "first_term";
  ALTER TABLE "callbacks" DROP COLUMN "first_content";
  ALTER TABLE "callbacks" DROP COLUMN "first_ad_network";
  ALTER TABLE "callbacks" DROP COLUMN "first_referrer_host";
  ALTER TABLE "callbacks" DROP COLUMN "first_landing_path";
  ALTER TABLE "callbacks" DROP COLUMN "first_at";
  DROP TYPE "public"."enum_enquiries_tool";
  DROP TYPE "public"."enum_enquiries_last_ad_network";
  DROP TYPE "public"."enum_enquiries_first_ad_network";
  DROP TYPE "public"."enum_callbacks_tool";
  DROP TYPE "public"."enum_callbacks_last_ad_network";
  DROP TYPE "public"."enum_callbacks_first_ad_network";`)
}
