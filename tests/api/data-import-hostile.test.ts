import { spawn } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { lstat, readlink, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { writeArchive } from "../../api/data/export";
import { importArchive } from "../../api/data/import";
import { ArchiveError } from "../../api/data/manifest";
import { ARCHIVE_SECRET, type Engine, everyRow, pgliteEngine } from "./data/engines";
import { seedEveryKind } from "./data/seed-every-kind";

vi.setConfig({ testTimeout: 180_000 });

/**
 * Archives made by hand, as an attacker would: traversal, absolute paths, links, devices, sizes
 * declared beyond the limits. Each import must be refused and change nothing on disk, outside the
 * data folder or inside it, and write nothing to the database.
 */

const root = mkdtempSync(path.join(os.tmpdir(), "hostile-import-"));
const dataDir = path.join(root, "data");
const uploads = path.join(dataDir, "uploads");
const outside = path.join(root, "outside");
afterAll(() => rm(root, { recursive: true, force: true }));

interface Entry {
  name: string;
  body?: Buffer;
  /** "0" file, "1" hard link, "2" symbolic link, "3" character device, "5" folder. */
  type?: string;
  link?: string;
  /** What the header says, whatever follows it; a pax record carries sizes past the ustar field. */
  declaredSize?: number;
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, "0") + "\0";
}

function header(name: string, type: string, size: number, link = ""): Buffer {
  const block = Buffer.alloc(512);
  block.write(name, 0, 100, "utf8");
  block.write(octal(0o644, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(Math.min(size, 0o77777777777), 12), 124);
  block.write(octal(Math.floor(Date.now() / 1000), 12), 136);
  block.write(type, 156);
  block.write(link, 157, 100, "utf8");
  block.write("ustar\0", 257);
  block.write("00", 263);
  block.fill(" ", 148, 156);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
  return block;
}

const padded = (body: Buffer) => Buffer.concat([body, Buffer.alloc((512 - (body.length % 512)) % 512)]);

function paxRecord(key: string, value: string): Buffer {
  const text = ` ${key}=${value}\n`;
  let length = text.length + 1;
  while (`${length}${text}`.length !== length) length += 1;
  return Buffer.from(`${length}${text}`);
}

/** A .tar.gz of exactly these entries, in this order. */
function tarball(entries: Entry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const body = entry.body ?? Buffer.alloc(0);
    const size = entry.declaredSize ?? body.length;
    if (size > 0o77777777777) {
      const pax = paxRecord("size", String(size));
      blocks.push(header("PaxHeader/entry", "x", pax.length), padded(pax));
    }
    blocks.push(header(entry.name, entry.type ?? "0", size, entry.link), padded(body));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** The empty database every import is tried on: it must stay empty. */
let engine: Engine;
afterAll(() => engine?.close());

let good: { manifest: Record<string, unknown> & { files: Array<{ path: string; bytes: number; sha256: string }> }; entries: Entry[] };

/** The good archive's entries, read back, to build each hostile one from. */
beforeAll(async () => {
  mkdirSync(uploads, { recursive: true });
  mkdirSync(outside, { recursive: true });
  writeFileSync(path.join(dataDir, "session-secret"), "the server's own secret");
  writeFileSync(path.join(uploads, "kept.txt"), "already here");
  writeFileSync(path.join(outside, "passwd"), "root:x:0:0");

  const source = await pgliteEngine();
  const file = path.join(root, "good.tar.gz");
  try {
    await source.migrate();
    await seedEveryKind(source.sql, { leads: 1 });
    await writeArchive(source.snapshot, file, { secret: ARCHIVE_SECRET });
  } finally {
    await source.close();
  }
  engine = await pgliteEngine();
  const entries: Entry[] = [];
  await tar.t({
    file,
    onReadEntry: (entry) => {
      const chunks: Buffer[] = [];
      entry.on("data", (chunk: Buffer) => chunks.push(chunk));
      entry.on("end", () => entries.push({ name: entry.path, type: entry.type === "Directory" ? "5" : "0", body: Buffer.concat(chunks) }));
    },
  });
  await rm(file, { force: true });
  good = { manifest: JSON.parse(entries[0].body!.toString("utf8")), entries: entries.slice(1) };
});

/** The good archive with more files in its manifest, and these entries after its own. */
function hostile(files: Array<{ path: string; body?: Buffer; bytes?: number }>, extra: Entry[]): Buffer {
  const manifest = {
    ...good.manifest,
    files: [...good.manifest.files, ...files.map((f) => ({ path: f.path, bytes: f.bytes ?? f.body?.length ?? 0, sha256: sha256(f.body ?? Buffer.alloc(0)) }))],
  };
  return tarball([{ name: "manifest.json", body: Buffer.from(JSON.stringify(manifest)) }, ...good.entries, ...extra]);
}

/** Every file and folder under `dir`: name, kind, and the content's hash or the link's target. */
async function listing(dir: string, prefix = ""): Promise<string[]> {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    const info = await lstat(full);
    const label = path.join(prefix, name);
    if (info.isSymbolicLink()) out.push(`${label} -> ${await readlink(full)}`);
    else if (info.isDirectory()) out.push(`${label}/`, ...(await listing(full, label)));
    else out.push(`${label} ${info.size} ${sha256(readFileSync(full))} links:${info.nlink}`);
  }
  return out;
}

/** Imports `bytes` into an empty database with the data folder's uploads as the target: refused, nothing changed. */
async function refused(name: string, bytes: Buffer): Promise<string> {
  const file = path.join(os.tmpdir(), `hostile-${randomUUID()}.tar.gz`);
  writeFileSync(file, bytes);
  const before = await listing(root);
  try {
    const error = await importArchive(file, engine.sql, { uploadsDir: uploads, secret: ARCHIVE_SECRET }).then(() => null, (e: unknown) => e);
    expect(error, name).toBeInstanceOf(ArchiveError);
    expect(await listing(root), name).toEqual(before);
    expect(await everyRow(engine.sql), name).toEqual({});
    return (error as Error).message;
  } finally {
    await rm(file, { force: true });
  }
}

const escapee = `escaped-${randomUUID()}`;

describe("a hostile archive changes nothing on disk, outside the data folder or inside it", () => {
  it("refuses a manifest entry that climbs out of the uploads folder (../session-secret)", async () => {
    // The entry itself is harmless to tar (session-secret, beside the manifest); the manifest sends it one folder up.
    const body = Buffer.from("attacker's secret");
    const message = await refused("traversal in the manifest", hostile([{ path: "../session-secret", body }], [{ name: "session-secret", body }]));
    expect(message).toBe('The archive is refused: the file "../session-secret" would land outside the uploads folder.');
    expect(readFileSync(path.join(dataDir, "session-secret"), "utf8")).toBe("the server's own secret");
  });

  it("refuses entries the manifest does not name: ../, an absolute path", async () => {
    const body = Buffer.from("x");
    expect(await refused("../ entry", hostile([], [{ name: `../${escapee}`, body }]))).toBe(
      `The archive is refused: it holds "../${escapee}", which its manifest does not name.`,
    );
    expect(await refused("../../ entry", hostile([], [{ name: `../../${escapee}`, body }]))).toMatch(/which its manifest does not name\.$/);
    expect(await refused("absolute entry", hostile([], [{ name: path.join(outside, escapee), body }]))).toMatch(/which its manifest does not name\.$/);
    for (const dir of [os.tmpdir(), path.dirname(os.tmpdir()), outside]) expect(existsSync(path.join(dir, escapee))).toBe(false);
  });

  it("refuses links and devices, even where the manifest names the path", async () => {
    // A link that stays inside the archive for tar, copied into uploads as a link to the data folder's secret.
    const decoy = Buffer.from("decoy");
    const symlink = hostile([{ path: "link", body: decoy }], [{ name: "files/link", type: "2", link: "../session-secret" }, { name: "session-secret", body: decoy }]);
    expect(await refused("symbolic link", symlink)).toBe("The archive is refused: files/link is a symbolic link; an archive of this site holds only files and folders.");
    const blogs = good.entries.find((entry) => entry.name === "tables/blogs.jsonl")!.body!;
    const hardlink = hostile([{ path: "hard", body: blogs }], [{ name: "files/hard", type: "1", link: "tables/blogs.jsonl" }]);
    expect(await refused("hard link", hardlink)).toBe("The archive is refused: files/hard is a hard link; an archive of this site holds only files and folders.");
    const device = hostile([{ path: "tty" }], [{ name: "files/tty", type: "3" }]);
    expect(await refused("device", device)).toBe("The archive is refused: files/tty is a device; an archive of this site holds only files and folders.");
  });

  it("refuses sizes past the limits from the headers and the manifest, before unpacking a byte", async () => {
    // The header declares 64 GB and nothing follows: an importer that unpacked first would find a damaged archive, not this.
    const declared = hostile([{ path: "big.bin", body: Buffer.from("small") }], [{ name: "files/big.bin", declaredSize: 64 * 1024 ** 3 }]);
    expect(await refused("declared size", declared)).toBe("The archive is refused: files/big.bin declares 64.0 GB, and its manifest 5 bytes.");
    const entry = hostile([{ path: "big.bin", bytes: 9 * 1024 ** 3 }], []);
    expect(await refused("one entry too big", entry)).toBe("The archive is refused: files/big.bin would unpack to 9.0 GB, more than the 8.0 GB one entry may.");
    const total = hostile([1, 2, 3].map((i) => ({ path: `part-${i}.bin`, bytes: 6 * 1024 ** 3 })), []);
    expect(await refused("too big in all", total)).toMatch(/^The archive is refused: it would unpack to 18\.0 GB, more than the 16\.0 GB an import may\.$/);
  });

  it("refuses, through the command, without creating the data folder it was pointed at", async () => {
    const file = path.join(os.tmpdir(), `hostile-${randomUUID()}.tar.gz`);
    writeFileSync(file, hostile([{ path: "../session-secret", body: Buffer.from("x") }], [{ name: "session-secret", body: Buffer.from("x") }]));
    const fresh = path.join(root, "fresh-data");
    try {
      const run = spawn(process.execPath, ["--import", "tsx", "scripts/cli.ts", "data:import", file], {
        cwd: process.cwd(),
        env: { ...process.env, DATA_DIR: fresh, DATABASE_URL: "" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      run.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      run.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => run.on("exit", resolve));
      expect(output.trim()).toBe('The archive is refused: the file "../session-secret" would land outside the uploads folder.');
      expect(code).toBe(1);
      expect(existsSync(fresh)).toBe(false);
    } finally {
      await rm(file, { force: true });
    }
  });
});
