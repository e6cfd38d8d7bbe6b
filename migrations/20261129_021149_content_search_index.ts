import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { fillSearchIndex } from './data/searchIndex'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
  await fillSearchIndex({ db, payload, req })
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
