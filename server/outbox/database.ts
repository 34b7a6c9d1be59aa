import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { openDrizzleDatabase, type SchemaDatabase } from "../../api/db/open-database";
import { shippedPath } from "../../contract/bundle-paths";
import * as schema from "./schema";

export type OutboxDatabase = SchemaDatabase<typeof schema>;
export type OutboxTransaction = Parameters<Parameters<OutboxDatabase["transaction"]>[0]>[0];

export interface OutboxStorageOptions {
  /** The site's data folder; the outbox keeps its own PGlite in `outbox/` inside it. */
  dataDir: string;
  /** When set, the outbox table lives in this PostgreSQL database instead. */
  databaseUrl?: string;
  /**
   * The built-in API's PGlite, when the API runs in this process: the outbox keeps its table
   * and migrations journal there rather than run a second embedded PostgreSQL beside it.
   */
  pglite?: PGlite;
}

export function openOutboxDatabase(options: OutboxStorageOptions): Promise<{ db: OutboxDatabase; close(): Promise<void> }> {
  return openDrizzleDatabase({
    schema,
    name: "outbox",
    migrationsFolders: [shippedPath("server/outbox/migrations")],
    // Its own journal, so it can share a PostgreSQL database with the API's.
    migrationsTable: "__site_outbox_migrations",
    // Differs from the API's lock key, so the two never wait on each other.
    migrationLockKey: 72_311_906,
    dataDir: path.resolve(options.dataDir, "outbox"),
    databaseUrl: options.databaseUrl,
    pglite: options.pglite,
    pool: { max: 3, connectionTimeoutMillis: 5_000, application_name: "site-outbox" },
  });
}
