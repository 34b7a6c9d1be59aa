import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as tar from "tar";
import { afterAll, describe, expect, it } from "vitest";
import { NOT_CARRIED } from "../../api/data/catalogue";
import { writeArchive } from "../../api/data/export";
import { importArchive } from "../../api/data/import";
import { ArchiveError } from "../../api/data/manifest";
import { ARCHIVE_SECRET, type Engine, everyRow, pgliteEngine, postgresEngine } from "./data/engines";
import { SEEDED_TABLES, seedEveryKind } from "./data/seed-every-kind";

// Each test builds and fills two databases; a shared two-core machine makes that slow.

const work = mkdtempSync(path.join(os.tmpdir(), "data-archive-"));
afterAll(() => rm(work, { recursive: true, force: true }));

const serverUrl = process.env.TEST_DATABASE_URL;
const open: Record<string, () => Promise<Engine>> = {
  pglite: () => pgliteEngine(),
  ...(serverUrl ? { postgres: () => postgresEngine(serverUrl) } : {}),
};

/** A seeded database with an uploaded file beside it, ready to export. */
async function seededSource(kind: string) {
  const engine = await open[kind]();
  await engine.migrate();
  await seedEveryKind(engine.sql);
  const uploads = path.join(work, `uploads-${kind}-${Math.random()}`);
  mkdirSync(path.join(uploads, "media", "2026"), { recursive: true });
  writeFileSync(path.join(uploads, "media", "2026", "cover.webp"), Buffer.from([0, 1, 2, 254, 255]));
  return { engine, uploads };
}

async function expectSameData(source: Engine, target: Engine) {
  const before = await everyRow(source.sql);
  const after = await everyRow(target.sql);
  for (const table of SEEDED_TABLES) expect(before[table].length, table).toBeGreaterThan(0);
  for (const table of Object.keys(NOT_CARRIED)) {
    expect(after[table], `${table} is not carried`).toEqual([]);
    delete before[table];
    delete after[table];
  }
  expect(after).toEqual(before);
}

const pairs = [
  ["pglite", "pglite"],
  ["postgres", "postgres"],
  ["pglite", "postgres"],
  ["postgres", "pglite"],
].filter(([from, to]) => from in open && to in open);

describe.each(pairs)("an archive from %s imported into an empty %s", (from, to) => {
  it("holds every table row for row and every file byte for byte, and sequences run past the imported ids", { timeout: 180_000 }, async () => {
    const { engine: source, uploads } = await seededSource(from);
    const target = await open[to]();
    const file = path.join(work, `${from}-${to}.tar.gz`);
    const restored = path.join(work, `restored-${from}-${to}`);
    try {
      const manifest = await writeArchive(source.snapshot, file, { uploadsDir: uploads, secret: ARCHIVE_SECRET });
      expect(manifest.tables.find((t) => t.name === "applications")?.rows).toBe(3);
      expect(manifest.tables.some((t) => t.name === "staff_sessions")).toBe(false);

      const summary = await importArchive(file, target.sql, { uploadsDir: restored, secret: ARCHIVE_SECRET });
      expect(summary.tables.enquiries).toBe(3);
      await expectSameData(source, target);
      expect(readFileSync(path.join(restored, "media", "2026", "cover.webp"))).toEqual(Buffer.from([0, 1, 2, 254, 255]));

      // The next lead gets a new id rather than colliding with an imported one.
      const [{ max }] = await target.sql.query<{ max: number }>("select max(id) as max from enquiries");
      const [{ id }] = await target.sql.query<{ id: number }>(
        "insert into enquiries (full_name, email, phone, service) values ('N', 'n@example.com', '1', 'x') returning id",
      );
      expect(id).toBeGreaterThan(max);
      // The site starting on the imported database finds its migrations done and changes nothing.
      await target.migrate();
    } finally {
      await source.close();
      await target.close();
    }
  });
});

describe.runIf(serverUrl)("the move embedded → PostgreSQL → embedded", () => {
  it("ends with the same data it started with", { timeout: 180_000 }, async () => {
    const { engine: first, uploads } = await seededSource("pglite");
    const middle = await open.postgres();
    const last = await open.pglite();
    try {
      await writeArchive(first.snapshot, path.join(work, "a.tar.gz"), { uploadsDir: uploads, secret: ARCHIVE_SECRET });
      await importArchive(path.join(work, "a.tar.gz"), middle.sql, { uploadsDir: path.join(work, "mid"), secret: ARCHIVE_SECRET });
      await writeArchive(middle.snapshot, path.join(work, "b.tar.gz"), { uploadsDir: path.join(work, "mid"), secret: ARCHIVE_SECRET });
      await importArchive(path.join(work, "b.tar.gz"), last.sql, { uploadsDir: path.join(work, "last"), secret: ARCHIVE_SECRET });
      await expectSameData(first, last);
    } finally {
      await Promise.all([first.close(), middle.close(), last.close()]);
    }
  });
});

describe("archives that must be refused", () => {
  let archive = "";
  let sourceRows: Record<string, string[]> = {};

  async function seededArchive(): Promise<string> {
    if (archive) return archive;
    const { engine, uploads } = await seededSource("pglite");
    archive = path.join(work, "good.tar.gz");
    await writeArchive(engine.snapshot, archive, { uploadsDir: uploads, secret: ARCHIVE_SECRET });
    sourceRows = await everyRow(engine.sql);
    await engine.close();
    return archive;
  }

  /** Unpacks the good archive, lets `change` alter it, packs it again. */
  async function altered(name: string, change: (dir: string) => void): Promise<string> {
    const dir = path.join(work, `altered-${name}`);
    mkdirSync(dir, { recursive: true });
    await tar.x({ file: await seededArchive(), cwd: dir });
    change(dir);
    const file = path.join(work, `${name}.tar.gz`);
    await tar.c({ gzip: true, file, cwd: dir }, ["manifest.json", "tables", "files"]);
    return file;
  }

  async function refusal(file: string, target?: Engine): Promise<string> {
    const engine = target ?? (await pgliteEngine());
    try {
      const error = await importArchive(file, engine.sql, { uploadsDir: path.join(work, "refused"), secret: ARCHIVE_SECRET }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ArchiveError);
      expect(await everyRow(engine.sql)).toEqual({});
      return (error as Error).message;
    } finally {
      if (!target) await engine.close();
    }
  }

  it("refuses a damaged table file, naming it", { timeout: 180_000 }, async () => {
    const file = await altered("damaged", (dir) => {
      const leads = path.join(dir, "tables", "enquiries.jsonl");
      writeFileSync(leads, readFileSync(leads, "utf8").replace("Lead 1", "Lead X"));
    });
    expect(await refusal(file)).toBe("The archive is damaged: tables/enquiries.jsonl does not match its checksum.");
  });

  it("refuses a truncated archive", { timeout: 180_000 }, async () => {
    const bytes = await readFile(await seededArchive());
    const file = path.join(work, "truncated.tar.gz");
    writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
    expect(await refusal(file)).toMatch(/^The archive is damaged: it cannot be read/);
  });

  it("refuses an archive from a newer version of the site", { timeout: 180_000 }, async () => {
    const file = await altered("newer", (dir) => {
      const manifest = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8"));
      manifest.migrations.api = { count: manifest.migrations.api.count + 1, tag: "0099_from_the_future", hash: "f".repeat(64) };
      writeFileSync(path.join(dir, "manifest.json"), JSON.stringify(manifest));
    });
    expect(await refusal(file)).toBe("The archive comes from a newer version of the site (migration 0099_from_the_future); update the site first.");
  });

  it("refuses a database that already holds data, saying what it holds", { timeout: 180_000 }, async () => {
    const target = await pgliteEngine();
    try {
      await target.migrate();
      await target.sql.query("insert into enquiries (full_name, email, phone, service) values ('A', 'a@example.com', '1', 'x'), ('B', 'b@example.com', '1', 'x')");
      const error = await importArchive(await seededArchive(), target.sql).catch((e: Error) => e);
      expect((error as Error).message).toBe("The database already holds data (2 enquiries); import only into an empty database.");
    } finally {
      await target.close();
    }
  });

  it("leaves the target empty when the import stops half way, and a second run succeeds", { timeout: 180_000 }, async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "data-stop-"));
    let target = await pgliteEngine(dir);
    try {
      const stop = importArchive(await seededArchive(), target.sql, {
        uploadsDir: path.join(work, "stopped"),
        afterTable: (table) => {
          if (table === "enquiries") throw new Error("the power went out");
        },
      });
      await expect(stop).rejects.toThrow("the power went out");
      expect(await everyRow(target.sql)).toEqual({});
      // Opened again from its folder, as after a restart.
      await target.close();
      target = await pgliteEngine(dir);
      await importArchive(await seededArchive(), target.sql, { uploadsDir: path.join(work, "rerun"), secret: ARCHIVE_SECRET });
      const rows = await everyRow(target.sql);
      expect(rows.enquiries).toEqual(sourceRows.enquiries);
    } finally {
      await target.close();
    }
  });
});
