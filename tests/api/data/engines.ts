import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Snapshot } from "../../../api/data/export";
import { listTables } from "../../../api/data/catalogue";
import { pgliteSnapshot, pgSnapshot } from "../../../api/data/snapshot";
import { pgClientSql, pgliteSql, type Sql } from "../../../api/data/sql";
import { openDatabase } from "../../../api/db/client";
import { openPglite } from "../../../api/db/pglite";
import { openOutboxDatabase } from "../../../server/outbox/database";
import { createPostgresDatabase } from "../postgres-database";

/** The server secret the tests' archives are sealed with (server/index.ts passes the site's SESSION_SECRET). */
export const ARCHIVE_SECRET = "test-archive-secret-0123456789";

/** A database for one side of a round trip, on PGlite (a folder) or on the test PostgreSQL server. */
export interface Engine {
  kind: "pglite" | "postgres";
  sql: Sql;
  snapshot: Snapshot;
  pglite?: PGlite;
  databaseUrl?: string;
  /** Runs both migration sets, as the site's start does. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** In memory unless a folder is given: creating a folder's database takes long on a busy machine. */
export async function pgliteEngine(folder?: string): Promise<Engine> {
  const pglite = await openPglite(folder ?? "memory://");
  const dir = folder ?? mkdtempSync(path.join(os.tmpdir(), "data-test-"));
  return {
    kind: "pglite",
    sql: pgliteSql(pglite),
    snapshot: pgliteSnapshot(pglite),
    pglite,
    async migrate() {
      await (await openDatabase({ pglite })).close();
      await (await openOutboxDatabase({ dataDir: dir, pglite })).close();
    },
    close: () => pglite.close(),
  };
}

export async function postgresEngine(serverUrl: string): Promise<Engine> {
  const { databaseUrl, drop } = await createPostgresDatabase(serverUrl, "data_test");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  client.on("notice", () => undefined);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  pool.on("error", () => undefined);
  return {
    kind: "postgres",
    sql: pgClientSql(client),
    snapshot: pgSnapshot(pool),
    databaseUrl,
    async migrate() {
      await (await openDatabase({ databaseUrl })).close();
      await (await openOutboxDatabase({ dataDir: os.tmpdir(), databaseUrl })).close();
    },
    async close() {
      await client.end();
      await pool.end();
      await drop();
    },
  };
}

/** Every table's rows as sorted JSON text: two databases hold the same data when these are equal. */
export async function everyRow(db: Sql): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  // Timestamps print in the session's zone; both sides print in one.
  await db.query("set time zone 'UTC'");
  for (const table of await listTables(db)) {
    const rows = await db.query<{ line: string }>(`select row_to_json(t)::text as line from public."${table}" t`);
    all[table] = rows.map((row) => row.line).sort();
  }
  return all;
}
