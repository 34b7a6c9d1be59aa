import { defineConfig } from "drizzle-kit";

// The site's own outbox (server/outbox): `npm run db:generate` writes a migration here after a
// schema change; the site applies it at start. Its migrations
// journal is its own table, so it can share a PostgreSQL database with the API's.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/outbox/schema.ts",
  out: "./server/outbox/migrations",
  migrations: { table: "__site_outbox_migrations" },
  strict: true,
});
