import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

// Changes nothing: the lead-desk, storage and drafts migrations were written on parallel branches,
// so the last snapshot missed some of them. This one's .json is the schema as it stands, so the
// next `migrate:create` holds only the next change.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
