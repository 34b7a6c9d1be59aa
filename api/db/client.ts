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

/** The one database type the API codes against, whichever driver sits underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseOptions {
  /** PGlite folder, or "memory://" for a throwaway in-memory database. Default "./data". */
  dataDir?: string;
  /** When set, a real PostgreSQL server is used instead of PGlite. */
  databaseUrl?: string;
}

export interface OpenDatabase {
  db: Database;
  driver: "pglite" | "postgres";
  close(): Promise<void>;
}

/** Any constant works; it only has to be the same for every instance sharing a database. */
const MIGRATION_LOCK_KEY = 72_311_905;

/**
 * The migrations live beside this file in the source tree. A bundled server runs from another
 * folder, so the project-relative path is tried as well.
 */
export function findMigrationsFolder(): string {
  const candidates = [
    process.env.API_MIGRATIONS_DIR,
    fileURLToPath(new URL("./migrations", import.meta.url)),
    path.resolve(process.cwd(), "api/db/migrations"),
  ].filter((dir): dir is string => Boolean(dir));
  const found = candidates.find((dir) => existsSync(path.join(dir, "meta", "_journal.json")));
  if (!found) {
    throw new Error(`Database migrations not found (looked in: ${candidates.join(", ")})`);
  }
  return found;
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<OpenDatabase> {
  const migrationsFolder = findMigrationsFolder();
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, migrationsFolder)
    : openPglite(options.dataDir ?? "./data", migrationsFolder);
}

async function openPglite(dataDir: string, migrationsFolder: string): Promise<OpenDatabase> {
  const inMemory = dataDir.startsWith("memory://");
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(inMemory ? dataDir : path.resolve(dataDir));
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return { db, driver: "pglite", close: () => client.close() };
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
}

async function openPostgres(databaseUrl: string, migrationsFolder: string): Promise<OpenDatabase> {
  await migrateWithLock(databaseUrl, migrationsFolder);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: Number(process.env.DATABASE_POOL_SIZE) || 10,
    // An unreachable database must fail a request quickly rather than hang it.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
    application_name: "agency-api",
  });
  let closed = false;
  // Without a listener, an idle connection dropped by the server would crash the process.
  pool.on("error", (error) => {
    if (!closed) console.error("[api] idle PostgreSQL connection failed:", error.message);
  });
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    driver: "postgres",
    close: async () => {
      closed = true;
      await pool.end();
    },
  };
}

/** Several instances may start at once; the advisory lock lets exactly one of them migrate. */
async function migrateWithLock(databaseUrl: string, migrationsFolder: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    // Notices such as "schema already exists, skipping" are noise at every start.
    client.on("notice", () => undefined);
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}
