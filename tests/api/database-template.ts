import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { openPglite } from "../../api/db/pglite";
import { type ApiOptions, createApi } from "../../api/index";
import { retryWhileInUse } from "./postgres-database";

/**
 * Migrating and seeding a new database costs seconds per test file (PGlite's initdb alone is most
 * of it), so the API suite does it once per run: its global setup builds two templates, "migrated"
 * (for `seed: false`) and "seeded" (the seed without its photos, as startTestServer asks), and each
 * test server starts from a copy: a PGlite loads the template's dumped data folder, PostgreSQL
 * runs CREATE DATABASE … TEMPLATE. createApi still runs its migrations and seed on the copy (both
 * find nothing to do), so a stale template can only cost time, never change what a test sees.
 */
export type TemplateKind = "migrated" | "seeded";

export interface ApiTemplates {
  /** The dumped PGlite data folders (tar files), by kind. */
  pglite?: Record<TemplateKind, string>;
  /** Template database names on the TEST_DATABASE_URL server, by kind. */
  postgres?: Record<TemplateKind, string>;
}

const ROOT = path.resolve(import.meta.dirname, "../..");
export const TEMPLATE_DIR = path.join(ROOT, ".cache", "api-test-db");
const HOUR = 3_600_000;

const TEMPLATE_OPTIONS: Record<TemplateKind, ApiOptions> = {
  migrated: { seed: false, rateLimit: false },
  seeded: { seedMedia: false, rateLimit: false },
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Names a template by what it is made from: the API's code (migrations, schema, seed and the code
 * that runs them), this file and the database packages. The hour goes in too: the seed's rows are
 * stamped with the time they were made, and no test should meet rows days old.
 */
export function templateKey(now = Date.now()): string {
  const hash = createHash("sha256");
  const sources = [...filesUnder(path.join(ROOT, "api")), path.join(ROOT, "tests/api/database-template.ts")];
  for (const file of sources) hash.update(path.relative(ROOT, file)).update("\0").update(readFileSync(file)).update("\0");
  for (const pkg of ["@electric-sql/pglite", "drizzle-orm"]) hash.update(readFileSync(path.join(ROOT, "node_modules", pkg, "package.json")));
  return `${hash.digest("hex").slice(0, 12)}_${Math.floor(now / HOUR)}`;
}

/** Dumps both PGlite templates into .cache/api-test-db unless this key's are there already. */
export async function buildPgliteTemplates(key: string): Promise<Record<TemplateKind, string>> {
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  const files = { migrated: path.join(TEMPLATE_DIR, `${key}-migrated.tar`), seeded: path.join(TEMPLATE_DIR, `${key}-seeded.tar`) };
  removeOldFiles();
  if (Object.values(files).every(exists)) return files;

  const pglite = await openPglite("memory://");
  try {
    // The seeded template is the migrated one plus the seed: one initdb and one migration for both.
    for (const kind of ["migrated", "seeded"] as const) {
      const api = await createApi({ ...TEMPLATE_OPTIONS[kind], pglite });
      await api.close();
      const dump = await pglite.dumpDataDir("none");
      // Written beside and renamed, so a run starting at the same time never reads half a file.
      const partial = `${files[kind]}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, files[kind]);
    }
  } finally {
    await pglite.close();
  }
  return files;
}

function exists(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Templates of earlier hours or code: gone once no run started in the last three hours can use them. */
function removeOldFiles(): void {
  for (const file of readdirSync(TEMPLATE_DIR)) {
    const full = path.join(TEMPLATE_DIR, file);
    if (Date.now() - statSync(full).mtimeMs > 3 * HOUR) rmSync(full, { force: true });
  }
}

/** Creates both template databases on the PostgreSQL server at `serverUrl` unless they exist. */
export async function buildPostgresTemplates(serverUrl: string, key: string): Promise<Record<TemplateKind, string>> {
  const names = { migrated: `api_template_${key}_migrated`, seeded: `api_template_${key}_seeded` };
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // Two runs against one server (the API suite and another at once) build each template once.
    await admin.query("select pg_advisory_lock(72311906)");
    const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'api_template_%'");
    const present = new Set(rows.map((row) => row.datname));
    for (const stale of present) if (!Object.values(names).includes(stale)) await dropIfOld(admin, stale);
    for (const kind of ["migrated", "seeded"] as const) {
      if (present.has(names[kind])) continue;
      const building = `${names[kind]}_partial`;
      await admin.query(`drop database if exists "${building}" with (force)`);
      await admin.query(`create database "${building}"`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const api = await createApi({ ...TEMPLATE_OPTIONS[kind], databaseUrl: url.toString() });
      await api.close();
      // Renamed once complete (and its connections gone), so no copy is ever taken of half a template.
      await retryWhileInUse(() => admin.query(`alter database "${building}" rename to "${names[kind]}"`));
    }
  } finally {
    await admin.end();
  }
  return names;
}

/** A template of an earlier hour may still be copied by a run that began then: dropped two hours on. */
async function dropIfOld(admin: pg.Client, name: string): Promise<void> {
  const hour = Number(/_(\d+)_(?:migrated|seeded)(?:_partial)?$/.exec(name)?.[1]);
  if (Number.isFinite(hour) && hour > Math.floor(Date.now() / HOUR) - 2) return;
  await admin.query(`drop database if exists "${name}" with (force)`);
}
