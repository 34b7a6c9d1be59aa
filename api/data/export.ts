import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { once } from "node:events";
import * as tar from "tar";
import { seal, sealingKey, secretColumns } from "./archive-secrets";
import { insertableColumns, listTables, NOT_CARRIED, primaryKey, readSequences, ROWS_NOT_CARRIED } from "./catalogue";
import { ARCHIVE_FORMAT, type Manifest } from "./manifest";
import { appliedLevel, MIGRATION_SETS, readMigrations } from "./migration-sets";
import { ident, type Sql } from "./sql";

/** Rows fetched from the cursor at a time: 10,000 leads with résumés never sit in memory at once. */
const BATCH = 200;

/** Runs `read` inside one REPEATABLE READ READ ONLY transaction: every table is read as of one instant. */
export type Snapshot = <T>(read: (db: Sql) => Promise<T>) => Promise<T>;

export interface ExportOptions {
  /** The server's secret (SESSION_SECRET or the generated one): the archive's secrets are sealed with a key derived from it. */
  secret: string;
  /** Folder of files kept beside the database (uploads); every file under it is carried. */
  uploadsDir?: string;
  now?: () => Date;
}

/** Writes one archive of everything the agency owns to `file` (a .tar.gz), read from one snapshot. */
export async function writeArchive(snapshot: Snapshot, file: string, options: ExportOptions): Promise<Manifest> {
  const stage = await mkdtemp(path.join(os.tmpdir(), "site-export-"));
  try {
    await mkdir(path.join(stage, "tables"));
    const manifest = await snapshot(async (db): Promise<Manifest> => {
      const migrations: Manifest["migrations"] = {};
      for (const set of MIGRATION_SETS) migrations[set.name] = await appliedLevel(db, set, readMigrations(set));
      const sealing = sealingKey(options.secret, await secretColumns(db));
      const tables: Manifest["tables"] = [];
      for (const table of await listTables(db)) {
        if (table in NOT_CARRIED) continue;
        const sealed = sealing.manifest.columns.filter((column) => column.startsWith(`${table}.`)).map((column) => column.slice(table.length + 1));
        const sealer = (line: string) => sealLine(line, table, sealed, sealing.key);
        tables.push({ name: table, file: `tables/${table}.jsonl`, ...(await writeTable(db, table, path.join(stage, "tables", `${table}.jsonl`), sealer)) });
      }
      const sequences = await readSequences(db);
      const rowsLeftOut = Object.entries(ROWS_NOT_CARRIED).map(([table, rule]) => [`${table} where ${rule.where}`, rule.reason]);
      return {
        format: ARCHIVE_FORMAT,
        createdAt: (options.now?.() ?? new Date()).toISOString(),
        migrations,
        tables,
        sequences,
        files: [],
        notCarried: { ...NOT_CARRIED, ...Object.fromEntries(rowsLeftOut) },
        secrets: sealing.manifest,
      };
    });
    manifest.files = await stageFiles(options.uploadsDir, path.join(stage, "files"));
    await writeFile(path.join(stage, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = `${file}.partial`;
    const entries = ["manifest.json", "tables", ...(manifest.files.length ? ["files"] : [])];
    await tar.c({ gzip: true, file: partial, cwd: stage, portable: true }, entries);
    // A reader never sees half an archive under the final name.
    await rename(partial, file);
    return manifest;
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

/**
 * A row's secrets sealed in place. Only tables with a secret column are parsed and written again;
 * their columns (ids, text, times, arrays) read back from JSON exactly as PostgreSQL wrote them.
 */
function sealLine(line: string, table: string, columns: string[], key: Buffer): string {
  if (columns.length === 0) return line;
  const row = JSON.parse(line) as Record<string, unknown>;
  for (const column of columns) {
    const value = row[column];
    if (typeof value === "string") row[column] = seal(key, `${table}.${column}`, value);
  }
  return JSON.stringify(row);
}

/** One JSON object a line, as PostgreSQL's row_to_json writes it; the import reads it back with json_populate_recordset. */
async function writeTable(db: Sql, table: string, file: string, sealer: (line: string) => string): Promise<{ rows: number; sha256: string; bytes: number }> {
  const out = createWriteStream(file);
  const hash = createHash("sha256");
  const key = await primaryKey(db, table);
  const columns = await insertableColumns(db, table);
  const order = key.length ? ` order by ${key.map(ident).join(", ")}` : "";
  const where = ROWS_NOT_CARRIED[table] ? ` where not (${ROWS_NOT_CARRIED[table].where})` : "";
  const select = columns.map((c) => `t.${ident(c)}`).join(", ");
  const cursor = `export_${table}`.slice(0, 60);
  await db.query(
    `declare ${ident(cursor)} no scroll cursor for select row_to_json(r)::text as line from (select ${select} from public.${ident(table)} t${where}${order}) r`,
  );
  let rows = 0;
  let bytes = 0;
  try {
    for (;;) {
      const batch = await db.query<{ line: string }>(`fetch ${BATCH} from ${ident(cursor)}`);
      if (batch.length === 0) break;
      const text = batch.map((row) => `${sealer(row.line)}\n`).join("");
      hash.update(text);
      bytes += Buffer.byteLength(text);
      rows += batch.length;
      if (!out.write(text)) await once(out, "drain");
    }
  } finally {
    await db.query(`close ${ident(cursor)}`);
    out.end();
    await once(out, "finish");
  }
  return { rows, sha256: hash.digest("hex"), bytes };
}

async function stageFiles(uploadsDir: string | undefined, target: string): Promise<Manifest["files"]> {
  if (!uploadsDir) return [];
  const found = await walk(uploadsDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const files: Manifest["files"] = [];
  for (const relative of found) {
    const source = path.join(uploadsDir, relative);
    await cp(source, path.join(target, relative));
    files.push({ path: relative.split(path.sep).join("/"), bytes: (await stat(source)).size, sha256: await sha256File(source) });
  }
  return files;
}

async function walk(dir: string, prefix = ""): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) found.push(...(await walk(path.join(dir, entry.name), relative)));
    else if (entry.isFile()) found.push(relative);
  }
  return found.sort();
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}
