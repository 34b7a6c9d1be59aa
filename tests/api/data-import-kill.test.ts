import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { writeArchive } from "../../api/data/export";
import type { Manifest } from "../../api/data/manifest";
import { openPglite } from "../../api/db/pglite";
import { ARCHIVE_SECRET, type Engine, everyRow, pgliteEngine, postgresEngine } from "./data/engines";
import { seedEveryKind } from "./data/seed-every-kind";

// A big archive, imported twice in a child process, on a shared two-core machine.

const work = mkdtempSync(path.join(os.tmpdir(), "data-kill-"));
afterAll(() => rm(work, { recursive: true, force: true }));

/** The seeded data and 10,000 more leads: an import long enough to be killed half way. */
async function bigArchive(): Promise<{ file: string; manifest: Manifest }> {
  const source = await pgliteEngine();
  try {
    await source.migrate();
    await seedEveryKind(source.sql);
    await source.sql.query(
      `insert into enquiries (full_name, email, phone, service, message)
       select 'Lead ' || i, 'lead' || i || '@example.com', '+91 98765 43210', 'Web-development', repeat('Need a site. ', 40) from generate_series(1, 10000) i`,
    );
    const file = path.join(work, "big.tar.gz");
    return { file, manifest: await writeArchive(source.snapshot, file, { secret: ARCHIVE_SECRET }) };
  } finally {
    await source.close();
  }
}

let archive: Promise<{ file: string; manifest: Manifest }> | undefined;
const big = () => (archive ??= bigArchive());

/** `npm run data:import -- FILE` from the source, as one process (tsx loaded into node itself), so SIGKILL reaches the importer. */
function startImport(file: string, env: Record<string, string>): { child: ChildProcess; done: Promise<{ code: number | null; signal: string | null; output: string }> } {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/cli.ts", "data:import", file], {
    cwd: process.cwd(),
    // The server's secret the archive was sealed with, as the command reads it.
    env: { ...process.env, SESSION_SECRET: ARCHIVE_SECRET, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const done = new Promise<{ code: number | null; signal: string | null; output: string }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal, output })),
  );
  return { child, done };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function rowCounts(engine: Engine): Promise<Record<string, number>> {
  const rows = await everyRow(engine.sql);
  return Object.fromEntries(Object.entries(rows).map(([table, lines]) => [table, lines.length]));
}

const expectedCounts = (manifest: Manifest) => Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows]));

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)("a kill during an import into PostgreSQL", () => {
  it("leaves the target without a row, and the same command then imports the archive", { timeout: 600_000 }, async () => {
    const { file, manifest } = await big();
    const target = await postgresEngine(serverUrl!);
    const watcher = new pg.Client({ connectionString: serverUrl });
    await watcher.connect();
    try {
      const database = new URL(target.databaseUrl!).pathname.slice(1);
      const run = startImport(file, { DATABASE_URL: target.databaseUrl! });
      // Killed once its transaction has begun loading rows (the import's own connection, seen from outside).
      let loading = false;
      while (!loading && run.child.exitCode === null) {
        const [row] = (
          await watcher.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity where datname = $1 and xact_start is not null and query ilike 'insert into public.%'`,
            [database],
          )
        ).rows;
        loading = row.n > 0;
        if (!loading) await pause(20);
      }
      expect(loading, "the import began loading rows before it ended").toBe(true);
      run.child.kill("SIGKILL");
      expect(await run.done).toMatchObject({ signal: "SIGKILL" });
      // PostgreSQL rolls back the dead connection's transaction once it notices the socket closed.
      for (;;) {
        const { rows } = await watcher.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [database]);
        // The engine's own client stays connected; the importer's is the one that must go.
        if (rows[0].n <= 1) break;
        await pause(50);
      }
      expect(Object.values(await rowCounts(target)).filter((n) => n > 0)).toEqual([]);

      const again = await startImport(file, { DATABASE_URL: target.databaseUrl! }).done;
      expect(again.output).toMatch(/^Imported \d+ rows in \d+ tables and 0 files into the PostgreSQL database in DATABASE_URL/);
      expect(again.code).toBe(0);
      const counts = await rowCounts(target);
      for (const [table, rows] of Object.entries(expectedCounts(manifest))) expect(counts[table], table).toBe(rows);
      expect(counts.enquiries).toBe(10_003);
    } finally {
      await watcher.end();
      await target.close();
    }
  });
});

/** How far PostgreSQL has written its log in a PGlite folder: the end of the newest segment's last page in use. */
function walPosition(dataDir: string): number {
  const SEGMENT = 16 * 1024 * 1024;
  const PAGE = 8192;
  const newest = readdirSync(path.join(dataDir, "pg_wal")).filter((name) => /^[0-9A-F]{24}$/.test(name)).sort().at(-1)!;
  const bytes = readFileSync(path.join(dataDir, "pg_wal", newest));
  const zero = Buffer.alloc(PAGE);
  let end = bytes.length;
  // A fresh folder's segments are zero past what has been written.
  while (end > 0 && bytes.subarray(end - PAGE, end).equals(zero)) end -= PAGE;
  return parseInt(newest.slice(16), 16) * SEGMENT + end;
}

// Once per suite: the PostgreSQL run of the API tests (TEST_DATABASE_URL) has its own kill test above.
describe.skipIf(serverUrl)("a kill during an import into the embedded database", () => {
  it("leaves the data folder without a row once opened again, and the same command then imports the archive", { timeout: 600_000 }, async () => {
    const { file, manifest } = await big();
    const dataDir = path.join(work, "embedded");
    // The folder made beforehand, as an earlier start of the site would have: the kill lands in the import, not in initdb.
    await (await openPglite(dataDir)).close();
    const tmp = mkdtempSync(path.join(work, "tmp-"));
    const run = startImport(file, { DATA_DIR: dataDir, TMPDIR: tmp });
    // PGlite has no pg_stat_activity to watch from outside. The archive is unpacked and checked
    // (in TMPDIR) before the transaction begins; the log written after that is the transaction's:
    // the migrations write some 1.6 MB of it, so 3 MB more means rows are going in.
    const unpacked = () => readdirSync(tmp).some((stage) => existsSync(path.join(tmp, stage, "tables")));
    while (!unpacked() && run.child.exitCode === null) await pause(10);
    const begun = walPosition(dataDir);
    while (walPosition(dataDir) - begun < 3 * 1024 * 1024 && run.child.exitCode === null) await pause(50);
    expect(run.child.exitCode, "the import was still running").toBeNull();
    run.child.kill("SIGKILL");
    expect(await run.done).toMatchObject({ signal: "SIGKILL" });

    // Opened again, PostgreSQL replays its log and the unfinished transaction is gone.
    let target = await pgliteEngine(dataDir);
    try {
      expect(Object.values(await rowCounts(target)).filter((n) => n > 0)).toEqual([]);
      await target.close();
      const again = await startImport(file, { DATA_DIR: dataDir }).done;
      expect(again.output).toMatch(/^Imported \d+ rows in \d+ tables and 0 files into the embedded database in /);
      expect(again.code).toBe(0);
      target = await pgliteEngine(dataDir);
      const counts = await rowCounts(target);
      for (const [table, rows] of Object.entries(expectedCounts(manifest))) expect(counts[table], table).toBe(rows);
    } finally {
      await target.close();
    }
  });
});
