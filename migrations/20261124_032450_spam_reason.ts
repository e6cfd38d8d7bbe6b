import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_enquiries_spam_reason" AS ENUM('honeypot', 'missing-token', 'forged-token', 'too-fast');
  ALTER TABLE "enquiries" ADD COLUMN "spam_reason" "enum_enquiries_spam_reason";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "enquiries" DROP COLUMN "spam_reason";
  DROP TYPE "public"."enum_enquiries_spam_reason";`)
}
