import { existsSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { openPglite } from "./pglite";

type Schema = Record<string, unknown>;

/** A Drizzle database on either driver: callers code against PostgreSQL, whichever sits underneath. */
export type SchemaDatabase<TSchema extends Schema> = PgDatabase<PgQueryResultHKT, TSchema>;

export interface OpenedDatabase<TSchema extends Schema> {
  db: SchemaDatabase<TSchema>;
  close(): Promise<void>;
}

export interface OpenDrizzleOptions<TSchema extends Schema> {
  schema: TSchema;
  /** Names the database in messages and logs, e.g. "api". */
  name: string;
  /**
   * Where the migrations may be, first match wins: beside the module in the source tree, then
   * their project path, for a bundled server runs from build/ where the first does not exist.
   */
  migrationsFolders: (string | undefined)[];
  /** Drizzle's journal table; owners sharing one PostgreSQL database each keep their own. */
  migrationsTable?: string;
  /** Several instances may start at once; this advisory lock lets one migrate while the others wait. */
  migrationLockKey: number;
  /** PGlite folder, or "memory://" for a throwaway in-memory database. */
  dataDir: string;
  /**
   * A PGlite already open, shared with another owner (each keeps its own tables and migrations
   * journal); used instead of `dataDir`, and left open on close: its owner closes it.
   */
  pglite?: PGlite;
  /** When set, a real PostgreSQL server is used instead of PGlite. */
  databaseUrl?: string;
  /** The PostgreSQL pool's size, timeouts and application_name. */
  pool: Omit<pg.PoolConfig, "connectionString">;
}

/** Opens a database for `schema` on PGlite or PostgreSQL and brings it up to its latest migration. */
export async function openDrizzleDatabase<TSchema extends Schema>(
  options: OpenDrizzleOptions<TSchema>,
): Promise<OpenedDatabase<TSchema>> {
  const migrationsFolder = findMigrationsFolder(options);
  const migrations = { migrationsFolder, migrationsTable: options.migrationsTable };
  return options.databaseUrl
    ? openPostgres(options, options.databaseUrl, migrations)
    : openOnPglite(options, migrations);
}

function findMigrationsFolder({ name, migrationsFolders }: OpenDrizzleOptions<Schema>): string {
  const candidates = migrationsFolders.filter((dir): dir is string => Boolean(dir));
  const found = candidates.find((dir) => existsSync(path.join(dir, "meta", "_journal.json")));
  if (!found) throw new Error(`Migrations of the ${name} database not found (looked in: ${candidates.join(", ")})`);
  return found;
}

type Migrations = { migrationsFolder: string; migrationsTable?: string };

async function openOnPglite<TSchema extends Schema>(
  { schema, dataDir, pglite }: OpenDrizzleOptions<TSchema>,
  migrations: Migrations,
): Promise<OpenedDatabase<TSchema>> {
  const client = pglite ?? (await openPglite(dataDir));
  const close = pglite ? async () => undefined : () => client.close();
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, migrations);
    return { db: db as unknown as SchemaDatabase<TSchema>, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

async function openPostgres<TSchema extends Schema>(
  { schema, name, pool: poolConfig, migrationLockKey }: OpenDrizzleOptions<TSchema>,
  databaseUrl: string,
  migrations: Migrations,
): Promise<OpenedDatabase<TSchema>> {
  await migrateWithLock(databaseUrl, migrationLockKey, migrations);
  const pool = new pg.Pool({ connectionString: databaseUrl, ...poolConfig });
  let closed = false;
  // Without a listener, an idle connection dropped by the server would crash the process.
  pool.on("error", (error) => {
    if (!closed) console.error(`[${name}] idle PostgreSQL connection failed:`, error.message);
  });
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as SchemaDatabase<TSchema>,
    close: async () => {
      closed = true;
      await pool.end();
    },
  };
}

async function migrateWithLock(databaseUrl: string, lockKey: number, migrations: Migrations): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    // Notices such as "schema already exists, skipping" are noise at every start.
    client.on("notice", () => undefined);
    await client.query("select pg_advisory_lock($1)", [lockKey]);
    try {
      await migratePg(drizzlePg({ client }), migrations);
    } finally {
      await client.query("select pg_advisory_unlock($1)", [lockKey]);
    }
  } finally {
    await client.end();
  }
}
