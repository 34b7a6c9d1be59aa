import { constants as fsConstants, createReadStream, existsSync } from "node:fs";
import { copyFile, lstat, mkdir, mkdtemp, realpath, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { insertableColumns, listForeignKeys, listSequences, listTables, occupiedTables } from "./catalogue";
import { sha256File } from "./export";
import { ArchiveError, type Manifest } from "./manifest";
import { applyMigrations, MIGRATION_SETS, type Migration, type MigrationSet, readMigrations } from "./migration-sets";
import { secretsRestorer, type SecretsRestorer } from "./restore-secrets";
import { ident, type Sql } from "./sql";
import { unpackArchive, type UnpackLimits } from "./unpack";

/** Rows sent in one INSERT; large enough to be quick, small enough for résumés to stay modest in memory. */
const BATCH_ROWS = 200;
const BATCH_BYTES = 4 * 1024 * 1024;

export interface ImportOptions {
  /** Where the archive's files go (the data folder's uploads). */
  uploadsDir?: string;
  /** The server's secret (SESSION_SECRET or the generated one): the key the archive's secrets open with. */
  secret?: string;
  /** Called after each table loads, inside the transaction: tests stop an import half way with it. */
  afterTable?: (table: string) => Promise<void> | void;
}

export interface ImportSummary {
  tables: Record<string, number>;
  files: number;
  /** What the person importing must redo: secrets sealed with another server's secret (restore-secrets.ts). */
  redo: string[];
}

/** An archive checked and unpacked into a folder of its own, ready to load; close() removes the folder. */
export interface OpenedArchive {
  manifest: Manifest;
  stage: string;
  plan: SetPlan[];
  close(): Promise<void>;
}

/**
 * Checks an archive and unpacks it into a temporary folder: every entry against the manifest
 * before a byte is written (unpack.ts), every file against its checksum, its schema against this
 * code. Nothing is opened or written elsewhere, so a refusal leaves nothing behind.
 */
export async function openArchive(file: string, limits?: UnpackLimits): Promise<OpenedArchive> {
  const stage = await mkdtemp(path.join(os.tmpdir(), "site-import-"));
  // tar may still be writing when a damaged archive makes it fail; a leftover temp folder must not hide the refusal.
  const close = () => rm(stage, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 }).catch(() => undefined);
  try {
    const manifest = await unpackArchive(file, stage, limits);
    for (const table of manifest.tables) await checkSum(stage, table.file, table.sha256);
    for (const entry of manifest.files) await checkSum(stage, `files/${entry.path}`, entry.sha256);
    return { manifest, stage, plan: planMigrations(manifest), close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Loads an opened archive into an empty database in one transaction: a failure or a kill half way
 * leaves it as empty as it was, and the command can simply be run again. Files go into the uploads
 * folder only where nothing is yet, and are taken back if the load fails after them.
 */
export async function loadArchive(archive: OpenedArchive, db: Sql, options: ImportOptions = {}): Promise<ImportSummary> {
  const { manifest, stage, plan } = archive;
  await refuseIfOccupied(db);
  const targets = await fileTargets(manifest, options.uploadsDir);
  const secrets = secretsRestorer(manifest, options.secret);
  const placed: string[] = [];
  await db.query("begin");
  try {
    await dropEmptySchema(db);
    for (const { set, upToArchive } of plan) await applyMigrations(db, set, upToArchive);
    const summary = await loadRows(db, manifest, stage, options, secrets);
    await secrets.afterLoad(db);
    for (const { set, rest } of plan) if (rest.length) await applyMigrations(db, set, rest);
    for (const { from, to } of targets) {
      await mkdir(path.dirname(to), { recursive: true });
      // Never over anything already there, a link included.
      await copyFile(path.join(stage, "files", from), to, fsConstants.COPYFILE_EXCL);
      placed.push(to);
    }
    summary.files = placed.length;
    summary.redo = secrets.redo();
    await db.query("commit");
    return summary;
  } catch (error) {
    await db.query("rollback").catch(() => undefined);
    await Promise.all(placed.map((file) => rm(file, { force: true })));
    throw error;
  }
}

/** openArchive and loadArchive in one. */
export async function importArchive(file: string, db: Sql, options: ImportOptions = {}): Promise<ImportSummary> {
  const archive = await openArchive(file);
  try {
    return await loadArchive(archive, db, options);
  } finally {
    await archive.close();
  }
}

async function checkSum(stage: string, relative: string, expected: string): Promise<void> {
  const full = path.join(stage, relative);
  if (!existsSync(full)) throw new ArchiveError(`The archive is damaged: ${relative} is missing.`);
  if ((await sha256File(full)) !== expected) throw new ArchiveError(`The archive is damaged: ${relative} does not match its checksum.`);
}

/**
 * Where each carried file goes: inside the uploads folder (unpack.ts let only plain relative paths
 * through), under no link leading elsewhere, over nothing already there. Checked before the load.
 */
async function fileTargets(manifest: Manifest, uploadsDir: string | undefined): Promise<Array<{ from: string; to: string }>> {
  if (manifest.files.length === 0) return [];
  if (!uploadsDir) throw new ArchiveError("The archive holds files but no folder was given to put them in.");
  const root = path.resolve(uploadsDir);
  const inside = (dir: string, top: string) => dir === top || dir.startsWith(top + path.sep);
  const rootReal = existsSync(root) ? await realpath(root) : root;
  const targets = [];
  for (const entry of manifest.files) {
    const to = path.join(root, ...entry.path.split("/"));
    // The nearest folder on its way that exists already must be the uploads folder or inside it, links resolved.
    let existing = path.dirname(to);
    while (!existsSync(existing) && inside(path.dirname(existing), root)) existing = path.dirname(existing);
    const real = existsSync(existing) ? await realpath(existing) : existing;
    if (!inside(to, root) || !inside(real, rootReal)) throw new ArchiveError(`The archive is refused: ${entry.path} would land outside ${root}.`);
    if (await lstat(to).catch(() => null)) throw new ArchiveError(`${to} already exists: import only into an empty data folder.`);
    targets.push({ from: path.join(...entry.path.split("/")), to });
  }
  return targets;
}

interface SetPlan {
  set: MigrationSet;
  upToArchive: Migration[];
  rest: Migration[];
}

/** Each set is rebuilt at the archive's level, its rows loaded, then migrated forward: an older archive loads as it was written. */
function planMigrations(manifest: Manifest): SetPlan[] {
  for (const name of Object.keys(manifest.migrations)) {
    if (!MIGRATION_SETS.some((set) => set.name === name)) {
      throw new ArchiveError(`The archive comes from a newer version of the site (migrations "${name}"); update the site first.`);
    }
  }
  return MIGRATION_SETS.map((set) => {
    const known = readMigrations(set);
    const level = manifest.migrations[set.name] ?? { count: 0, tag: null, hash: null };
    if (level.count > known.length || (level.count > 0 && known[level.count - 1].hash !== level.hash)) {
      const name = level.tag ?? level.hash?.slice(0, 12) ?? "unknown";
      throw new ArchiveError(`The archive comes from a newer version of the site (migration ${name}); update the site first.`);
    }
    return { set, upToArchive: known.slice(0, level.count), rest: known.slice(level.count) };
  });
}

async function refuseIfOccupied(db: Sql): Promise<void> {
  const occupied = await occupiedTables(db);
  if (occupied.length === 0) return;
  const listed = occupied.map(({ table, rows }) => `${rows} ${table.replaceAll("_", " ")}`).join(", ");
  throw new ArchiveError(`The database already holds data (${listed}); import only into an empty database.`);
}

/** Tables left by an earlier start or a stopped import hold no rows (checked): they make way for the archive's level. */
async function dropEmptySchema(db: Sql): Promise<void> {
  for (const table of await listTables(db)) await db.query(`drop table if exists public.${ident(table)} cascade`);
  for (const sequence of await listSequences(db)) await db.query(`drop sequence if exists public.${ident(sequence)} cascade`);
  const types = await db.query<{ name: string }>(
    `select t.typname as name from pg_type t join pg_namespace n on n.oid = t.typnamespace where n.nspname = 'public' and t.typtype = 'e'`,
  );
  for (const { name } of types) await db.query(`drop type if exists public.${ident(name)} cascade`);
  for (const set of MIGRATION_SETS) await db.query(`drop table if exists drizzle.${ident(set.journal)}`);
}

async function loadRows(db: Sql, manifest: Manifest, stage: string, options: ImportOptions, secrets: SecretsRestorer): Promise<ImportSummary> {
  const present = new Set(await listTables(db));
  const missing = manifest.tables.find((table) => !present.has(table.name));
  if (missing) throw new ArchiveError(`The archive is damaged: its table ${missing.name} does not exist at its own migration level.`);
  // Set aside while rows arrive in any order (a comment before its parent), put back and checked at the end.
  const foreignKeys = await listForeignKeys(db);
  for (const key of foreignKeys) await db.query(`alter table public.${ident(key.table)} drop constraint ${ident(key.name)}`);
  const summary: ImportSummary = { tables: {}, files: 0, redo: [] };
  for (const table of manifest.tables) {
    const loaded = await loadTable(db, table.name, path.join(stage, table.file), (line) => secrets.line(table.name, line));
    if (loaded !== table.rows) throw new ArchiveError(`The archive is damaged: ${table.file} holds ${loaded} rows, not ${table.rows}.`);
    summary.tables[table.name] = loaded;
    await options.afterTable?.(table.name);
  }
  for (const key of foreignKeys) {
    await db.query(`alter table public.${ident(key.table)} add constraint ${ident(key.name)} ${key.definition}`);
  }
  await restoreSequences(db, manifest);
  return summary;
}

async function loadTable(db: Sql, table: string, file: string, restore: (line: string) => string): Promise<number> {
  const columns = await insertableColumns(db, table);
  const known = new Set(columns);
  const list = columns.map(ident).join(", ");
  const insert = `insert into public.${ident(table)} (${list}) overriding system value select ${list} from json_populate_recordset(null::public.${ident(table)}, $1::json)`;
  let batch: string[] = [];
  let bytes = 0;
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await db.query(insert, [`[${batch.join(",")}]`]);
    rows += batch.length;
    batch = [];
    bytes = 0;
  };
  const lines = createInterface({ input: createReadStream(file, "utf8"), crlfDelay: Infinity });
  for await (const written of lines) {
    if (!written) continue;
    const line = restore(written);
    if (rows === 0 && batch.length === 0) {
      // json_populate_recordset ignores keys it does not know: a column the target lacks would be lost silently.
      const unknown = Object.keys(JSON.parse(line) as object).filter((key) => !known.has(key));
      if (unknown.length) throw new ArchiveError(`The archive is damaged: ${table} has columns this site does not know (${unknown.join(", ")}).`);
    }
    batch.push(line);
    bytes += line.length;
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush();
  }
  await flush();
  return rows;
}

/** Sequences as they were, and in any case past the highest id loaded: the next row gets a new id. */
async function restoreSequences(db: Sql, manifest: Manifest): Promise<void> {
  const present = new Set(await listSequences(db));
  for (const sequence of manifest.sequences) {
    if (!present.has(sequence.name)) continue;
    await db.query(`select setval('public.${ident(sequence.name).replaceAll("'", "''")}', $1::bigint, $2)`, [sequence.lastValue, sequence.isCalled]);
  }
  const owned = await db.query<{ table: string; column: string; sequence: string }>(
    `select c.relname as "table", a.attname as "column", pg_get_serial_sequence(format('public.%I', c.relname), a.attname) as sequence
     from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
       and pg_get_serial_sequence(format('public.%I', c.relname), a.attname) is not null`,
  );
  for (const { table, column, sequence } of owned) {
    await db.query(
      `select setval($1::regclass, m) from (select max(${ident(column)})::bigint as m from public.${ident(table)}) x
       where m is not null and m >= (select case when is_called then last_value + 1 else last_value end from ${sequence})`,
      [sequence],
    );
  }
}
