import { sql, type MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Issue 40: a page's one rich-text body becomes the first block of its layout, in the live page and
 * in every saved version. Run after the block tables exist and before `content` and
 * `version_content` are dropped. Block ids are Payload's 24-character strings.
 */
export async function up({ db }: Pick<MigrateUpArgs, 'db'>): Promise<void> {
  await db.execute(sql`
  INSERT INTO "pages_blocks_rich_text" ("_order", "_parent_id", "_path", "id", "content")
    SELECT 1, "id", 'layout', substr(md5(random()::text || "id"::text), 1, 24), "content"
      FROM "pages" WHERE "content" IS NOT NULL;
  INSERT INTO "_pages_v_blocks_rich_text" ("_order", "_parent_id", "_path", "content", "_uuid")
    SELECT 1, "id", 'version.layout', "version_content", substr(md5(random()::text || "id"::text), 1, 24)
      FROM "_pages_v" WHERE "version_content" IS NOT NULL;`)
}
