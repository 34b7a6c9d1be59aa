import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startBuiltServer } from "./child-process";

/**
 * A data folder for a server a spec starts itself, as the built server's first boot leaves it:
 * the embedded database created, migrated and seeded (the seed's photo with its variants). A first
 * boot takes 5 to 15 s on a busy 2-core machine, most of it initdb and the seed; a copy of that
 * folder takes a fraction of a second. So the first spec that asks boots the build once into a
 * template (`.cache/e2e-data-template-…`, named for the build, so a new build makes a new one;
 * `scripts/test.sh` removes it with the suite's other data), and every later server gets a copy.
 * Specs about the first boot itself (server.spec, operations.spec) still start on an empty folder.
 */
const CACHE = path.resolve(".cache");
const BUILD = path.resolve("build/server.js");
const PREFIX = "e2e-data-template-";

function templatePath(): string {
  const { mtimeMs, size } = statSync(BUILD);
  return path.join(CACHE, `${PREFIX}${Math.round(mtimeMs)}-${size}`);
}

/** Boots the build on an empty folder, waits until it answers, stops it cleanly: the folder is then a first boot's. */
async function bootOnce(dataDir: string): Promise<void> {
  const server = await startBuiltServer({ label: `the build's first boot in ${dataDir}`, dataDir, startWithinMs: 120_000 });
  await server.stop();
}

/** Makes the template unless another worker is making it; either way, returns once it is ready. */
async function ensureTemplate(template: string): Promise<void> {
  const ready = path.join(template, ".ready");
  if (existsSync(ready)) return;
  mkdirSync(CACHE, { recursive: true });
  const lock = `${template}.lock`;
  let mine = false;
  try {
    mkdirSync(lock);
    mine = true;
  } catch {
    // Another worker holds the lock, or a run that was killed left it: wait for the template, then take over.
  }
  if (!mine) {
    const deadline = Date.now() + 150_000;
    while (Date.now() < deadline) {
      if (existsSync(ready)) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    rmSync(lock, { recursive: true, force: true });
    return ensureTemplate(template);
  }
  try {
    for (const old of readdirSync(CACHE).filter((name) => name.startsWith(PREFIX) && !template.endsWith(name) && !name.endsWith(".lock"))) {
      rmSync(path.join(CACHE, old), { recursive: true, force: true });
    }
    const building = mkdtempSync(path.join(tmpdir(), "e2e-template-"));
    await bootOnce(building);
    rmSync(template, { recursive: true, force: true });
    // A copy, not a rename (tmp and .cache may be different file systems); ready once whole.
    cpSync(building, template, { recursive: true });
    writeFileSync(ready, new Date().toISOString());
    rmSync(building, { recursive: true, force: true });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** A new folder (in the system's temporary folder, `prefix` naming it) holding a copy of a first boot's data. */
export async function seededDataDir(prefix: string): Promise<string> {
  const template = templatePath();
  await ensureTemplate(template);
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(template, dataDir, { recursive: true, filter: (source) => path.basename(source) !== ".ready" });
  return dataDir;
}
