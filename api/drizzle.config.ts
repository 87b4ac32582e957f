import { defineConfig } from 'drizzle-kit';

// One Postgres-dialect schema and one migrations folder for both PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
