import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { shippedPath } from "../../contract/bundle-paths";
import { ident, type Sql } from "./sql";

/**
 * The database holds two sets of migrations, each with its own journal in the "drizzle" schema:
 * the API's and the site's outbox and mail queue (drizzle.outbox.config.ts). An archive records
 * how far each had got, and an import rebuilds that level before it loads rows.
 */
export interface MigrationSet {
  name: string;
  /** Drizzle's journal table, in the "drizzle" schema. */
  journal: string;
  folders: (string | undefined)[];
}

export const MIGRATION_SETS: MigrationSet[] = [
  {
    name: "api",
    journal: "__drizzle_migrations",
    folders: [process.env.API_MIGRATIONS_DIR, shippedPath("api/db/migrations")],
  },
  {
    name: "outbox",
    journal: "__site_outbox_migrations",
    folders: [shippedPath("server/outbox/migrations")],
  },
];

export interface Migration {
  tag: string;
  hash: string;
  /** Drizzle's `created_at`: the journal's `when`, by which its migrator knows what has run. */
  createdAt: number;
  statements: string[];
}

export function readMigrations(set: MigrationSet): Migration[] {
  const folder = set.folders.find((dir): dir is string => Boolean(dir) && existsSync(path.join(dir!, "meta", "_journal.json")));
  if (!folder) throw new Error(`Migrations of the ${set.name} database not found`);
  const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
  return readMigrationFiles({ migrationsFolder: folder }).map((file, i) => ({
    tag: journal.entries[i].tag,
    hash: file.hash,
    createdAt: file.folderMillis,
    statements: file.sql,
  }));
}

export interface AppliedLevel {
  /** How many migrations had run. */
  count: number;
  /** The last one's tag (null when this code does not know it) and hash. */
  tag: string | null;
  hash: string | null;
}

/** How far a set's migrations have run in this database. */
export async function appliedLevel(db: Sql, set: MigrationSet, known: Migration[]): Promise<AppliedLevel> {
  const [exists] = await db.query<{ found: boolean }>(
    `select to_regclass('drizzle.${ident(set.journal).replaceAll("'", "''")}') is not null as found`,
  );
  if (!exists.found) return { count: 0, tag: null, hash: null };
  const rows = await db.query<{ hash: string }>(`select hash from drizzle.${ident(set.journal)} order by created_at, id`);
  const last = rows.at(-1)?.hash ?? null;
  return { count: rows.length, hash: last, tag: known.find((m) => m.hash === last)?.tag ?? null };
}

/** Runs `migrations` and records them in the set's journal as Drizzle's migrator would, inside the caller's transaction. */
export async function applyMigrations(db: Sql, set: MigrationSet, migrations: Migration[]): Promise<void> {
  await db.query(`create schema if not exists drizzle`);
  await db.query(
    `create table if not exists drizzle.${ident(set.journal)} (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const migration of migrations) {
    for (const statement of migration.statements) {
      if (statement.trim()) await db.query(statement);
    }
    await db.query(`insert into drizzle.${ident(set.journal)} (hash, created_at) values ($1, $2)`, [migration.hash, migration.createdAt]);
  }
}
