import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Edited by hand: a removed account takes its session records with it (cascade, not Drizzle's set null on a NOT NULL column).

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "user_sessions" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"sid" varchar NOT NULL,
  	"user_id" uuid NOT NULL,
  	"device" varchar,
  	"address" varchar,
  	"last_used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "user_sessions_sid_idx" ON "user_sessions" USING btree ("sid");
  CREATE INDEX "user_sessions_user_idx" ON "user_sessions" USING btree ("user_id");
  CREATE INDEX "user_sessions_updated_at_idx" ON "user_sessions" USING btree ("updated_at");
  CREATE INDEX "user_sessions_created_at_idx" ON "user_sessions" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "user_sessions" CASCADE;`)
}
