import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** Drafts, preview and live preview for plans, templates, pages and the home and about globals (issue 13). */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_plans_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__plans_v_version_kind" AS ENUM('white-label', 'maintenance');
  CREATE TYPE "public"."enum__plans_v_version_price_type" AS ENUM('fixed', 'custom');
  CREATE TYPE "public"."enum__plans_v_version_price_currency" AS ENUM('USD', 'ZAR');
  CREATE TYPE "public"."enum__plans_v_version_price_period" AS ENUM('month', 'year', 'once');
  CREATE TYPE "public"."enum__plans_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_templates_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__templates_v_version_industry" AS ENUM('Healthcare', 'Restaurant', 'E-commerce', 'Legal', 'Real Estate', 'Fitness', 'Technology', 'Education');
  CREATE TYPE "public"."enum__templates_v_version_type" AS ENUM('Website', 'Mobile App', 'Dashboard');
  CREATE TYPE "public"."enum__templates_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_home_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_about_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_plans_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_plans_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_kind" "enum__plans_v_version_kind",
  	"version_name" varchar,
  	"version_price_type" "enum__plans_v_version_price_type" DEFAULT 'fixed',
  	"version_price_amount" numeric,
  	"version_price_currency" "enum__plans_v_version_price_currency" DEFAULT 'USD',
  	"version_price_period" "enum__plans_v_version_price_period" DEFAULT 'month',
  	"version_description" varchar,
  	"version_popular" boolean DEFAULT false,
  	"version_button_label" varchar,
  	"version_order" numeric DEFAULT 100,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__plans_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_templates_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_templates_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_industry" "enum__templates_v_version_industry",
  	"version_type" "enum__templates_v_version_type" DEFAULT 'Website',
  	"version_image_id" uuid,
  	"version_description" varchar,
  	"version_rating" numeric,
  	"version_downloads" numeric,
  	"version_price" varchar,
  	"version_demo_url" varchar,
  	"version_order" numeric DEFAULT 100,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__templates_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_pages_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_content" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_home_page_v_version_why_choose_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_tools_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_hero_eyebrow" varchar,
  	"version_hero_heading" varchar,
  	"version_hero_subheading" varchar,
  	"version_services_intro_heading" varchar,
  	"version_services_intro_text" varchar,
  	"version_why_choose_heading" varchar,
  	"version_why_choose_text" varchar,
  	"version_why_choose_image_id" uuid,
  	"version_tools_heading" varchar,
  	"version_tools_text" varchar,
  	"version_cta_heading" varchar,
  	"version_cta_text" varchar,
  	"version__status" "enum__home_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_about_page_v_version_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_team" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar,
  	"role" varchar,
  	"bio" varchar,
  	"photo_id" uuid,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_why_choose_us" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"version_hero_heading" varchar,
  	"version_hero_text" varchar,
  	"version_story_heading" varchar,
  	"version_story_content" jsonb,
  	"version_story_image_id" uuid,
  	"version_seo_description" varchar,
  	"version__status" "enum__about_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "plans_features" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "kind" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "price_type" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "button_label" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "order" DROP NOT NULL;
  ALTER TABLE "templates_features" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "templates" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "templates" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "templates" ALTER COLUMN "industry" DROP NOT NULL;
  ALTER TABLE "templates" ALTER COLUMN "type" DROP NOT NULL;
  ALTER TABLE "templates" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "templates" ALTER COLUMN "rating" DROP NOT NULL;
  ALTER TABLE "templates" ALTER COLUMN "downloads" DROP NOT NULL;
  ALTER TABLE "templates" ALTER COLUMN "price" DROP NOT NULL;
  ALTER TABLE "templates" ALTER COLUMN "order" DROP NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "home_page_why_choose_features" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "home_page_why_choose_features" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "home_page_tools_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "home_page_tools_items" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "home_page_tools_items" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "hero_heading" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "hero_subheading" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "services_intro_heading" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "why_choose_heading" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "tools_heading" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "cta_heading" DROP NOT NULL;
  ALTER TABLE "about_page_values" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "about_page_values" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "about_page_team" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "about_page_team" ALTER COLUMN "role" DROP NOT NULL;
  ALTER TABLE "about_page_why_choose_us" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "about_page_why_choose_us" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "about_page" ALTER COLUMN "hero_heading" DROP NOT NULL;
  ALTER TABLE "about_page" ALTER COLUMN "hero_text" DROP NOT NULL;
  ALTER TABLE "about_page" ALTER COLUMN "story_heading" DROP NOT NULL;
  ALTER TABLE "about_page" ALTER COLUMN "story_content" DROP NOT NULL;
  ALTER TABLE "plans" ADD COLUMN "_status" "enum_plans_status" DEFAULT 'draft';
  ALTER TABLE "templates" ADD COLUMN "_status" "enum_templates_status" DEFAULT 'draft';
  ALTER TABLE "pages" ADD COLUMN "_status" "enum_pages_status" DEFAULT 'draft';
  ALTER TABLE "home_page" ADD COLUMN "_status" "enum_home_page_status" DEFAULT 'draft';
  ALTER TABLE "about_page" ADD COLUMN "_status" "enum_about_page_status" DEFAULT 'draft';
  -- Content that existed before drafts was live: it stays published, not hidden as a draft.
  UPDATE "plans" SET "_status" = 'published';
  UPDATE "templates" SET "_status" = 'published';
  UPDATE "pages" SET "_status" = 'published';
  UPDATE "home_page" SET "_status" = 'published';
  UPDATE "about_page" SET "_status" = 'published';
  ALTER TABLE "_plans_v_version_features" ADD CONSTRAINT "_plans_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_plans_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_plans_v" ADD CONSTRAINT "_plans_v_parent_id_plans_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_templates_v_version_features" ADD CONSTRAINT "_templates_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_templates_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_templates_v" ADD CONSTRAINT "_templates_v_parent_id_templates_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."templates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_templates_v" ADD CONSTRAINT "_templates_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_why_choose_features" ADD CONSTRAINT "_home_page_v_version_why_choose_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_tools_items" ADD CONSTRAINT "_home_page_v_version_tools_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v" ADD CONSTRAINT "_home_page_v_version_why_choose_image_id_media_id_fk" FOREIGN KEY ("version_why_choose_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_values" ADD CONSTRAINT "_about_page_v_version_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_team" ADD CONSTRAINT "_about_page_v_version_team_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_team" ADD CONSTRAINT "_about_page_v_version_team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_why_choose_us" ADD CONSTRAINT "_about_page_v_version_why_choose_us_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v" ADD CONSTRAINT "_about_page_v_version_story_image_id_media_id_fk" FOREIGN KEY ("version_story_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_plans_v_version_features_order_idx" ON "_plans_v_version_features" USING btree ("_order");
  CREATE INDEX "_plans_v_version_features_parent_id_idx" ON "_plans_v_version_features" USING btree ("_parent_id");
  CREATE INDEX "_plans_v_parent_idx" ON "_plans_v" USING btree ("parent_id");
  CREATE INDEX "_plans_v_version_version_kind_idx" ON "_plans_v" USING btree ("version_kind");
  CREATE INDEX "_plans_v_version_version_updated_at_idx" ON "_plans_v" USING btree ("version_updated_at");
  CREATE INDEX "_plans_v_version_version_created_at_idx" ON "_plans_v" USING btree ("version_created_at");
  CREATE INDEX "_plans_v_version_version__status_idx" ON "_plans_v" USING btree ("version__status");
  CREATE INDEX "_plans_v_created_at_idx" ON "_plans_v" USING btree ("created_at");
  CREATE INDEX "_plans_v_updated_at_idx" ON "_plans_v" USING btree ("updated_at");
  CREATE INDEX "_plans_v_latest_idx" ON "_plans_v" USING btree ("latest");
  CREATE INDEX "_templates_v_version_features_order_idx" ON "_templates_v_version_features" USING btree ("_order");
  CREATE INDEX "_templates_v_version_features_parent_id_idx" ON "_templates_v_version_features" USING btree ("_parent_id");
  CREATE INDEX "_templates_v_parent_idx" ON "_templates_v" USING btree ("parent_id");
  CREATE INDEX "_templates_v_version_version_slug_idx" ON "_templates_v" USING btree ("version_slug");
  CREATE INDEX "_templates_v_version_version_industry_idx" ON "_templates_v" USING btree ("version_industry");
  CREATE INDEX "_templates_v_version_version_image_idx" ON "_templates_v" USING btree ("version_image_id");
  CREATE INDEX "_templates_v_version_version_updated_at_idx" ON "_templates_v" USING btree ("version_updated_at");
  CREATE INDEX "_templates_v_version_version_created_at_idx" ON "_templates_v" USING btree ("version_created_at");
  CREATE INDEX "_templates_v_version_version__status_idx" ON "_templates_v" USING btree ("version__status");
  CREATE INDEX "_templates_v_created_at_idx" ON "_templates_v" USING btree ("created_at");
  CREATE INDEX "_templates_v_updated_at_idx" ON "_templates_v" USING btree ("updated_at");
  CREATE INDEX "_templates_v_latest_idx" ON "_templates_v" USING btree ("latest");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_home_page_v_version_why_choose_features_order_idx" ON "_home_page_v_version_why_choose_features" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_why_choose_features_parent_id_idx" ON "_home_page_v_version_why_choose_features" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_tools_items_order_idx" ON "_home_page_v_version_tools_items" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_tools_items_parent_id_idx" ON "_home_page_v_version_tools_items" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_why_choose_version_why_choose_image_idx" ON "_home_page_v" USING btree ("version_why_choose_image_id");
  CREATE INDEX "_home_page_v_version_version__status_idx" ON "_home_page_v" USING btree ("version__status");
  CREATE INDEX "_home_page_v_created_at_idx" ON "_home_page_v" USING btree ("created_at");
  CREATE INDEX "_home_page_v_updated_at_idx" ON "_home_page_v" USING btree ("updated_at");
  CREATE INDEX "_home_page_v_latest_idx" ON "_home_page_v" USING btree ("latest");
  CREATE INDEX "_about_page_v_version_values_order_idx" ON "_about_page_v_version_values" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_values_parent_id_idx" ON "_about_page_v_version_values" USING btree ("_parent_id");
  CREATE INDEX "_about_page_v_version_team_order_idx" ON "_about_page_v_version_team" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_team_parent_id_idx" ON "_about_page_v_version_team" USING btree ("_parent_id");
  CREATE INDEX "_about_page_v_version_team_photo_idx" ON "_about_page_v_version_team" USING btree ("photo_id");
  CREATE INDEX "_about_page_v_version_why_choose_us_order_idx" ON "_about_page_v_version_why_choose_us" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_why_choose_us_parent_id_idx" ON "_about_page_v_version_why_choose_us" USING btree ("_parent_id");
  CREATE INDEX "_about_page_v_version_story_version_story_image_idx" ON "_about_page_v" USING btree ("version_story_image_id");
  CREATE INDEX "_about_page_v_version_version__status_idx" ON "_about_page_v" USING btree ("version__status");
  CREATE INDEX "_about_page_v_created_at_idx" ON "_about_page_v" USING btree ("created_at");
  CREATE INDEX "_about_page_v_updated_at_idx" ON "_about_page_v" USING btree ("updated_at");
  CREATE INDEX "_about_page_v_latest_idx" ON "_about_page_v" USING btree ("latest");
  CREATE INDEX "plans__status_idx" ON "plans" USING btree ("_status");
  CREATE INDEX "templates__status_idx" ON "templates" USING btree ("_status");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "home_page__status_idx" ON "home_page" USING btree ("_status");
  CREATE INDEX "about_page__status_idx" ON "about_page" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_plans_v_version_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_plans_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_templates_v_version_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_templates_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_why_choose_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_tools_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_values" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_team" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_why_choose_us" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_plans_v_version_features" CASCADE;
  DROP TABLE "_plans_v" CASCADE;
  DROP TABLE "_templates_v_version_features" CASCADE;
  DROP TABLE "_templates_v" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_home_page_v_version_why_choose_features" CASCADE;
  DROP TABLE "_home_page_v_version_tools_items" CASCADE;
  DROP TABLE "_home_page_v" CASCADE;
  DROP TABLE "_about_page_v_version_values" CASCADE;
  DROP TABLE "_about_page_v_version_team" CASCADE;
  DROP TABLE "_about_page_v_version_why_choose_us" CASCADE;
  DROP TABLE "_about_page_v" CASCADE;
  DROP INDEX "plans__status_idx";
  DROP INDEX "templates__status_idx";
  DROP INDEX "pages__status_idx";
  DROP INDEX "home_page__status_idx";
  DROP INDEX "about_page__status_idx";
  ALTER TABLE "plans_features" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "kind" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "price_type" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "button_label" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "order" SET NOT NULL;
  ALTER TABLE "templates_features" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "templates" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "templates" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "templates" ALTER COLUMN "industry" SET NOT NULL;
  ALTER TABLE "templates" ALTER COLUMN "type" SET NOT NULL;
  ALTER TABLE "templates" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "templates" ALTER COLUMN "rating" SET NOT NULL;
  ALTER TABLE "templates" ALTER COLUMN "downloads" SET NOT NULL;
  ALTER TABLE "templates" ALTER COLUMN "price" SET NOT NULL;
  ALTER TABLE "templates" ALTER COLUMN "order" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "home_page_why_choose_features" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "home_page_why_choose_features" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "home_page_tools_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "home_page_tools_items" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "home_page_tools_items" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "hero_heading" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "hero_subheading" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "services_intro_heading" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "why_choose_heading" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "tools_heading" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "cta_heading" SET NOT NULL;
  ALTER TABLE "about_page_values" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "about_page_values" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "about_page_team" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "about_page_team" ALTER COLUMN "role" SET NOT NULL;
  ALTER TABLE "about_page_why_choose_us" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "about_page_why_choose_us" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "about_page" ALTER COLUMN "hero_heading" SET NOT NULL;
  ALTER TABLE "about_page" ALTER COLUMN "hero_text" SET NOT NULL;
  ALTER TABLE "about_page" ALTER COLUMN "story_heading" SET NOT NULL;
  ALTER TABLE "about_page" ALTER COLUMN "story_content" SET NOT NULL;
  ALTER TABLE "plans" DROP COLUMN "_status";
  ALTER TABLE "templates" DROP COLUMN "_status";
  ALTER TABLE "pages" DROP COLUMN "_status";
  ALTER TABLE "home_page" DROP COLUMN "_status";
  ALTER TABLE "about_page" DROP COLUMN "_status";
  DROP TYPE "public"."enum_plans_status";
  DROP TYPE "public"."enum__plans_v_version_kind";
  DROP TYPE "public"."enum__plans_v_version_price_type";
  DROP TYPE "public"."enum__plans_v_version_price_currency";
  DROP TYPE "public"."enum__plans_v_version_price_period";
  DROP TYPE "public"."enum__plans_v_version_status";
  DROP TYPE "public"."enum_templates_status";
  DROP TYPE "public"."enum__templates_v_version_industry";
  DROP TYPE "public"."enum__templates_v_version_type";
  DROP TYPE "public"."enum__templates_v_version_status";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_home_page_status";
  DROP TYPE "public"."enum__home_page_v_version_status";
  DROP TYPE "public"."enum_about_page_status";
  DROP TYPE "public"."enum__about_page_v_version_status";`)
}
