import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_staff_roles" AS ENUM('editor', 'sales');
  CREATE TABLE "users_staff_roles" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_users_staff_roles",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  ALTER TABLE "users_staff_roles" ADD CONSTRAINT "users_staff_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_staff_roles_order_idx" ON "users_staff_roles" USING btree ("order");
  CREATE INDEX "users_staff_roles_parent_idx" ON "users_staff_roles" USING btree ("parent_id");`)
  // Data step: every existing staff account keeps what it could do, so it gets both roles
  // (README: "Roles"). An admin implicitly holds every role and needs no rows.
  await db.execute(sql`
  INSERT INTO "users_staff_roles" ("order", "parent_id", "value")
  SELECT r.ord, u.id, r.value::"enum_users_staff_roles"
  FROM "users" u
  CROSS JOIN (VALUES (1, 'editor'), (2, 'sales')) AS r(ord, value)
  WHERE u.role = 'staff';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_staff_roles" CASCADE;
  DROP TYPE "public"."enum_users_staff_roles";`)
}
