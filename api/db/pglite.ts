import { execFile } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import v8 from "node:v8";
import { PGlite } from "@electric-sql/pglite";

/**
 * PostgreSQL's defaults are sized for a dedicated server (shared_buffers alone is 128 MB); a
 * small site's database is a few megabytes, and every buffer PGlite touches stays resident in
 * the site's own process.
 */
const SMALL_SITE_SETTINGS = {
  shared_buffers: "16MB",
  work_mem: "2MB",
  maintenance_work_mem: "8MB",
  temp_buffers: "2MB",
};

export const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...Object.entries(SMALL_SITE_SETTINGS).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
];

/**
 * initdb grows PGlite's WebAssembly memory to several hundred megabytes that are never given
 * back, so a new data folder is created in a short-lived child process, which returns them to
 * the system when it exits.
 */
const INITDB_IN_CHILD = `
const [moduleUrl, dataDir, startParams] = process.argv.slice(1);
const { PGlite } = await import(moduleUrl);
const db = await PGlite.create(dataDir, { startParams: JSON.parse(startParams) });
await db.close();
`;

async function initializeInChild(dataDir: string): Promise<void> {
  // Resolved here, where the package is known to be; the child's script has no location of its own.
  // (require's answer, the package's CommonJS build: test runners' transforms lack import.meta.resolve.)
  const moduleUrl = pathToFileURL(createRequire(import.meta.url).resolve("@electric-sql/pglite")).href;
  const args = ["--input-type=module", "-e", INITDB_IN_CHILD, moduleUrl, dataDir, JSON.stringify(PGLITE_START_PARAMS)];
  try {
    await promisify(execFile)(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`Creating the database in ${dataDir} failed${stderr ? `: ${stderr}` : ""}`);
  }
}

/**
 * V8 compiles PGlite's 9 MB WebAssembly module twice, at once with its baseline compiler and then
 * its hot functions again with the optimizing one, which holds some 50 MB more for good.
 * Measured on this site's queries, the baseline code alone is as fast (the optimizing pass
 * costs CPU of its own). The flag is read when a module is compiled, and PGlite is the only
 * WebAssembly the server runs.
 */
function compileWasmOnce(): void {
  v8.setFlagsFromString("--liftoff-only");
}

/**
 * An embedded PostgreSQL on `dataDir` ("memory://…" for a throwaway one), created there if new.
 * `loadDataDir`, a dumped data folder (PGlite's dumpDataDir), fills a throwaway one instead of
 * initdb: the API tests start each database from a migrated template that way.
 */
export async function openPglite(dataDir: string, { loadDataDir }: { loadDataDir?: Blob } = {}): Promise<PGlite> {
  compileWasmOnce();
  if (dataDir.startsWith("memory://")) return PGlite.create(dataDir, { startParams: PGLITE_START_PARAMS, loadDataDir });
  const folder = path.resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  if (!existsSync(path.join(folder, "PG_VERSION"))) await initializeInChild(folder);
  return PGlite.create(folder, { startParams: PGLITE_START_PARAMS });
}
