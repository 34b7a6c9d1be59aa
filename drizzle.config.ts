import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes a new migration here after a change to the schema;
// the API applies pending migrations at start, on PGlite and on PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./api/db/schema.ts",
  out: "./api/db/migrations",
  strict: true,
});
