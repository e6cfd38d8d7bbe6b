import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'


export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "services" ADD COLUMN "search_index_title" varchar;
  ALTER TABLE "services" ADD COLUMN "search_index_summary" varchar;
  ALTER TABLE "services" ADD COLUMN "search_index_text" varchar;
  ALTER TABLE "_services_v" ADD COLUMN "version_search_index_title" varchar;
  ALTER TABLE "_services_v" ADD COLUMN "version_search_index_summary" varchar;
  ALTER TABLE "_services_v" ADD COLUMN "version_search_index_text" varchar;
  ALTER TABLE "templates" ADD COLUMN "search_index_title" varchar;
  ALTER TABLE "templates" ADD COLUMN "search_index_summary" varchar;
  ALTER TABLE "templates" ADD COLUMN "search_index_text" varchar;
  ALTER TABLE "_templates_v" ADD COLUMN "version_search_index_title" varchar;
  ALTER TABLE "_templates_v" ADD COLUMN "version_search_index_summary" varchar;
  ALTER TABLE "_templates_v" ADD COLUMN "version_search_index_text" varchar;
  ALTER TABLE "pages" ADD COLUMN "search_index_title" varchar;
  ALTER TABLE "pages" ADD COLUMN "search_index_summary" varchar;
  ALTER TABLE "pages" ADD COLUMN "search_index_text" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_search_index_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_search_index_summary" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_search_index_text" varchar;`)
  // Filled by 20261129_024210_landing_pages instead: the Local API reads pages through today's
  // config, whose block tables exist only from that migration on.
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "services" DROP COLUMN "search_index_title";
  ALTER TABLE "services" DROP COLUMN "search_index_summary";
  ALTER TABLE "services" DROP COLUMN "search_index_text";
  ALTER TABLE "_services_v" DROP COLUMN "version_search_index_title";
  ALTER TABLE "_services_v" DROP COLUMN "version_search_index_summary";
  ALTER TABLE "_services_v" DROP COLUMN "version_search_index_text";
  ALTER TABLE "templates" DROP COLUMN "search_index_title";
  ALTER TABLE "templates" DROP COLUMN "search_index_summary";
  ALTER TABLE "templates" DROP COLUMN "search_index_text";
  ALTER TABLE "_templates_v" DROP COLUMN "version_search_index_title";
  ALTER TABLE "_templates_v" DROP COLUMN "version_search_index_summary";
  ALTER TABLE "_templates_v" DROP COLUMN "version_search_index_text";
  ALTER TABLE "pages" DROP COLUMN "search_index_title";
  ALTER TABLE "pages" DROP COLUMN "search_index_summary";
  ALTER TABLE "pages" DROP COLUMN "search_index_text";
  ALTER TABLE "_pages_v" DROP COLUMN "version_search_index_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_search_index_summary";
  ALTER TABLE "_pages_v" DROP COLUMN "version_search_index_text";`)
}
