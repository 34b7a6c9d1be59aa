import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type OutboxDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OutboxStorageOptions {
  /** The site's data folder; the outbox keeps its own PGlite in `outbox/` inside it. */
  dataDir: string;
  /** When set, the outbox table lives in this PostgreSQL database instead. */
  databaseUrl?: string;
}

const MIGRATIONS = { migrationsTable: "__site_outbox_migrations" } as const;
/** Differs from the API's lock key, so the two never wait on each other. */
const MIGRATION_LOCK_KEY = 72_311_906;

/** Beside this file in the source tree; the bundled server runs from build/, so the project path too. */
function findMigrationsFolder(): string {
  const candidates = [
    fileURLToPath(new URL("./migrations", import.meta.url)),
    path.resolve(process.cwd(), "app/lib/outbox/migrations"),
  ];
  const found = candidates.find((dir) => existsSync(path.join(dir, "meta", "_journal.json")));
  if (!found) throw new Error(`Outbox migrations not found (looked in: ${candidates.join(", ")})`);
  return found;
}

export async function openOutboxDatabase(
  options: OutboxStorageOptions,
): Promise<{ db: OutboxDatabase; close(): Promise<void> }> {
  const migrationsFolder = findMigrationsFolder();
  if (options.databaseUrl) return openPostgres(options.databaseUrl, migrationsFolder);

  const dir = path.resolve(options.dataDir, "outbox");
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder, ...MIGRATIONS });
    return { db, close: () => client.close() };
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
}

async function openPostgres(databaseUrl: string, migrationsFolder: string) {
  const lockClient = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: 10_000,
  });
  await lockClient.connect();
  try {
    lockClient.on("notice", () => undefined);
    // Several site instances may start together; one migrates, the others wait for it.
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client: lockClient }), {
        migrationsFolder,
        ...MIGRATIONS,
      });
    } finally {
      await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await lockClient.end();
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 3,
    connectionTimeoutMillis: 5_000,
    application_name: "site-outbox",
  });
  let closed = false;
  pool.on("error", (error) => {
    if (!closed) console.error("[outbox] idle PostgreSQL connection failed:", error.message);
  });
  return {
    db: drizzlePg({ client: pool, schema }) as OutboxDatabase,
    close: async () => {
      closed = true;
      await pool.end();
    },
  };
}
