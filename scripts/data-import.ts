/**
 * Loads an archive from data:export into an empty database (docs/data.md), on the host, with
 * the site stopped:
 *
 *   npm run data:import -- site.tar.gz                      # the embedded database in DATA_DIR (./data)
 *   DATABASE_URL=postgres://... npm run data:import -- site.tar.gz
 *
 * It opens the target itself rather than asking a running site: a site that has started on a
 * database has seeded it, and an import goes only into an empty one (docs/data.md). The archive
 * is checked and unpacked first, so a refused one leaves no data folder behind.
 */
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { type ImportSummary, loadArchive, openArchive } from "../api/data/import";
import { ArchiveError } from "../api/data/manifest";
import { uploadsDirOf } from "../api/data/folders";
import { pgClientSql, pgliteSql, type Sql } from "../api/data/sql";
import { openPglite } from "../api/db/pglite";
import { storedSessionSecret } from "../app/lib/secret.server";
import { CliError } from "./cli-error";

const USAGE = "Usage: [DATABASE_URL=postgres://…] npm run data:import -- <file.tar.gz>";

async function openTarget(dataDir: string): Promise<{ name: string; sql: Sql; close(): Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
    client.on("notice", () => undefined);
    try {
      await client.connect();
    } catch (error) {
      throw new CliError(`Could not connect to DATABASE_URL (${error instanceof Error ? error.message : String(error)}).`);
    }
    return { name: "the PostgreSQL database in DATABASE_URL", sql: pgClientSql(client), close: () => client.end() };
  }
  const pglite = await openPglite(dataDir);
  return { name: `the embedded database in ${dataDir}`, sql: pgliteSql(pglite), close: () => pglite.close() };
}

export async function run(args: string[]): Promise<string> {
  const [file, ...rest] = args;
  if (!file || rest.length > 0) throw new CliError(USAGE);
  const started = Date.now();
  const dataDir = path.resolve(process.env.DATA_DIR?.trim() || "./data");
  const newFolder = !process.env.DATABASE_URL?.trim() && !existsSync(dataDir);
  const archive = await openArchive(path.resolve(file)).catch(asCliError);
  try {
    // The server's secret, as the site reads it (app/lib/secret.server.ts): the archive's secrets open with it.
    const secret = process.env.SESSION_SECRET || storedSessionSecret(dataDir);
    let loaded: { name: string; summary: ImportSummary };
    try {
      const target = await openTarget(dataDir);
      try {
        loaded = { name: target.name, summary: await loadArchive(archive, target.sql, { uploadsDir: uploadsDirOf(dataDir), secret }) };
      } finally {
        await target.close();
      }
    } catch (error) {
      // A folder this run created for a database it could not fill goes again.
      if (newFolder) await rm(dataDir, { recursive: true, force: true });
      asCliError(error);
    }
    const { name, summary } = loaded;
    const rows = Object.values(summary.tables).reduce((sum, n) => sum + n, 0);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const done = `Imported ${rows} rows in ${Object.keys(summary.tables).length} tables and ${summary.files} files into ${name} in ${seconds} s. Staff sign in again.`;
    return [done, ...summary.redo].join("\n");
  } finally {
    await archive.close();
  }
}

function asCliError(error: unknown): never {
  throw error instanceof ArchiveError ? new CliError(error.message) : error;
}
