import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { shippedPath } from "../../contract/bundle-paths";
import { openDrizzleDatabase, type OpenedDatabase, type SchemaDatabase } from "./open-database";
import * as schema from "./schema";

/** The one database type the API codes against, whichever driver sits underneath. */
export type Database = SchemaDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type OpenDatabase = OpenedDatabase<typeof schema>;

export interface DatabaseOptions {
  /** PGlite folder, or "memory://" for a throwaway in-memory database. Default "./data". */
  dataDir?: string;
  /** When set, a real PostgreSQL server is used instead of PGlite. */
  databaseUrl?: string;
  /** A PGlite the server opened and shares with its outbox; used instead of `dataDir`, left open on close. */
  pglite?: PGlite;
}

/** A connection that gives up on an unreachable server within 5 s, however long the pool lets a request wait for a free one. */
class QuickConnectClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(typeof config === "string" ? { connectionString: config, connectionTimeoutMillis: 5_000 } : { ...config, connectionTimeoutMillis: 5_000 });
  }
}

export function openDatabase(options: DatabaseOptions = {}): Promise<OpenDatabase> {
  return openDrizzleDatabase({
    schema,
    name: "api",
    migrationsFolders: [process.env.API_MIGRATIONS_DIR, shippedPath("api/db/migrations")],
    // Any constant works; it only has to be the same for every instance sharing a database.
    migrationLockKey: 72_311_905,
    dataDir: options.dataDir ?? "./data",
    databaseUrl: options.databaseUrl,
    pglite: options.pglite,
    pool: {
      max: Number(process.env.DATABASE_POOL_SIZE) || 10,
      // pg-pool uses this for both waits: a burst of form posts (200 at once) queues for a free
      // connection longer than 5 s on a small host and must wait, not fail; an unreachable
      // database still fails within 5 s, the timeout of each new connection (QuickConnectClient).
      connectionTimeoutMillis: 30_000,
      Client: QuickConnectClient,
      idleTimeoutMillis: 30_000,
      statement_timeout: 15_000,
      application_name: "agency-api",
    },
  });
}
