/**
 * Loads an archive from data:export into an empty database (docs/data.md), on the host, with
 * the site stopped:
 *
 *   npm run data:import -- site.tar.gz                      # the embedded database in DATA_DIR (./data)
 *   DATABASE_URL=postgres://... npm run data:import -- site.tar.gz
 *
 * It opens the target itself rather than asking a running site: a site that has started on a
 * database has seeded it, and an import goes only into an empty one (docs/data.md).
 */
import path from "node:path";
import pg from "pg";
import { importArchive } from "../api/data/import";
import { ArchiveError } from "../api/data/manifest";
import { uploadsDirOf } from "../api/data/folders";
import { pgClientSql, pgliteSql, type Sql } from "../api/data/sql";
import { openPglite } from "../api/db/pglite";
import { CliError } from "./cli-error";

const USAGE = "Usage: [DATABASE_URL=postgres://…] npm run data:import -- <file.tar.gz>";

async function openTarget(): Promise<{ name: string; sql: Sql; close(): Promise<void> }> {
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
  const dataDir = path.resolve(process.env.DATA_DIR?.trim() || "./data");
  const pglite = await openPglite(dataDir);
  return { name: `the embedded database in ${dataDir}`, sql: pgliteSql(pglite), close: () => pglite.close() };
}

export async function run(args: string[]): Promise<string> {
  const [file, ...rest] = args;
  if (!file || rest.length > 0) throw new CliError(USAGE);
  const started = Date.now();
  const target = await openTarget();
  try {
    const summary = await importArchive(path.resolve(file), target.sql, {
      uploadsDir: uploadsDirOf(path.resolve(process.env.DATA_DIR?.trim() || "./data")),
    });
    const rows = Object.values(summary.tables).reduce((sum, n) => sum + n, 0);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    return `Imported ${rows} rows in ${Object.keys(summary.tables).length} tables and ${summary.files} files into ${target.name} in ${seconds} s. Staff sign in again.`;
  } catch (error) {
    if (error instanceof ArchiveError) throw new CliError(error.message);
    throw error;
  } finally {
    await target.close();
  }
}

