import { createReadStream, existsSync } from "node:fs";
import { statfs } from "node:fs/promises";
import path from "node:path";
import * as tar from "tar";
import { DATA_IMPORT } from "../limits";
import { ARCHIVE_FORMAT, ArchiveError, type Manifest, manifestSchema } from "./manifest";

/** What an archive may unpack: api/limits.ts, overridable by the tests. */
export type UnpackLimits = typeof DATA_IMPORT;

/** An entry the manifest names: where it may be, what it is, how big it says it is. */
interface Allowed {
  type: "File" | "Directory";
  /** The size the manifest gives (format 2 tables, and every file); null for a format-1 table file. */
  bytes: number | null;
}

const GIB = 1024 ** 3;
const MIB = 1024 ** 2;
const size = (bytes: number) => (bytes >= GIB ? `${(bytes / GIB).toFixed(1)} GB` : bytes >= MIB ? `${(bytes / MIB).toFixed(1)} MB` : `${bytes} bytes`);

/** Entry types an archive of this site holds; anything else (links, devices, FIFOs) is refused by name. */
const FILE_TYPES = new Set(["File", "OldFile", "ContiguousFile"]);
const KINDS: Record<string, string> = {
  SymbolicLink: "a symbolic link",
  Link: "a hard link",
  CharacterDevice: "a device",
  BlockDevice: "a device",
  FIFO: "a named pipe",
};

const TABLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * A relative path under files/ as the export writes it: segments joined by "/", none empty, "."
 * or "..", no backslash or control character, not absolute. Anything else could land outside.
 */
function safeRelative(relative: string): boolean {
  if (relative.length === 0 || relative.length > 1024 || relative.startsWith("/")) return false;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\\\u0000-\u001f\u007f]/.test(relative) || /^[a-zA-Z]:/.test(relative)) return false;
  return relative.split("/").every((segment) => segment !== "" && segment !== "." && segment !== ".." && segment.length <= 255);
}

/** Every entry the manifest allows, checked and summed against the limits before anything else is read. */
function allowedEntries(manifest: Manifest, limits: UnpackLimits): Map<string, Allowed> {
  const allowed = new Map<string, Allowed>([["tables/", { type: "Directory", bytes: 0 }]]);
  const add = (name: string, bytes: number | null) => {
    if (allowed.has(name)) throw new ArchiveError(`The archive is damaged: its manifest names ${name} twice.`);
    if (bytes !== null && bytes > limits.entryBytes) {
      throw new ArchiveError(`The archive is refused: ${name} would unpack to ${size(bytes)}, more than the ${size(limits.entryBytes)} one entry may.`);
    }
    allowed.set(name, { type: "File", bytes });
  };
  for (const table of manifest.tables) {
    if (!TABLE_NAME.test(table.name) || table.file !== `tables/${table.name}.jsonl`) {
      throw new ArchiveError(`The archive is refused: its manifest names a table file ${JSON.stringify(table.file)} this site does not write.`);
    }
    if (table.bytes === undefined && manifest.format >= 2) throw new ArchiveError(`The archive is damaged: its manifest gives no size for ${table.file}.`);
    add(table.file, table.bytes ?? null);
  }
  for (const file of manifest.files) {
    if (!safeRelative(file.path)) throw new ArchiveError(`The archive is refused: the file ${JSON.stringify(file.path)} would land outside the uploads folder.`);
    add(`files/${file.path}`, file.bytes);
    // The folders on its way, as tar writes them.
    const parts = file.path.split("/");
    for (let depth = 0; depth < parts.length; depth += 1) {
      allowed.set(`files/${parts.slice(0, depth).join("/")}${depth ? "/" : ""}`, { type: "Directory", bytes: 0 });
    }
  }
  if (allowed.size > limits.entries) throw new ArchiveError(`The archive is refused: it holds more than ${limits.entries} entries.`);
  const total = [...allowed.values()].reduce((sum, entry) => sum + Math.max(0, entry.bytes ?? 0), 0);
  if (total > limits.totalBytes) {
    throw new ArchiveError(`The archive is refused: it would unpack to ${size(total)}, more than the ${size(limits.totalBytes)} an import may.`);
  }
  return allowed;
}

function parseManifest(text: string): Manifest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ArchiveError("The archive is damaged: manifest.json is unreadable.");
  }
  const manifest = manifestSchema.safeParse(parsed);
  if (!manifest.success) throw new ArchiveError("The archive is damaged: manifest.json does not describe an archive of this site.");
  if (manifest.data.format > ARCHIVE_FORMAT) {
    throw new ArchiveError(`The archive comes from a newer version of the site (archive format ${manifest.data.format}); update the site first.`);
  }
  return manifest.data;
}

/** Why one entry may not be unpacked, or null when the manifest allows it as it is declared (a format-1 table file: within the cap). */
function refusalOf(entry: tar.ReadEntry, allowed: Map<string, Allowed>, limits: UnpackLimits): string | null {
  // Folders are named with a trailing slash by some tools and without by others.
  const name = entry.type === "Directory" && !entry.path.endsWith("/") ? `${entry.path}/` : entry.path;
  if (KINDS[entry.type]) return `The archive is refused: ${name} is ${KINDS[entry.type]}; an archive of this site holds only files and folders.`;
  const expected = allowed.get(name);
  if (!expected) return `The archive is refused: it holds ${JSON.stringify(name)}, which its manifest does not name.`;
  const type = FILE_TYPES.has(entry.type) ? "File" : entry.type;
  if (type !== expected.type) return `The archive is refused: ${name} is not the ${expected.type.toLowerCase()} its manifest says.`;
  if (expected.bytes !== null && entry.size !== expected.bytes) {
    return `The archive is refused: ${name} declares ${size(entry.size)}, and its manifest ${size(expected.bytes)}.`;
  }
  if (entry.size > limits.entryBytes) return `The archive is refused: ${name} would unpack to ${size(entry.size)}, more than the ${size(limits.entryBytes)} one entry may.`;
  return null;
}

/**
 * Reads the archive's headers only, nothing written: manifest.json first (its own size capped),
 * then every entry checked against it as its header arrives, by name, type and declared size.
 * The first refusal stops the reading, so an entry declaring terabytes is never inflated.
 */
async function checkEntries(file: string, limits: UnpackLimits): Promise<{ manifest: Manifest; allowed: Map<string, Allowed> }> {
  return new Promise((resolve, reject) => {
    let manifest: Manifest | undefined;
    let allowed: Map<string, Allowed> | undefined;
    let settled = false;
    const seen = new Set<string>();
    let total = 0;
    const input = createReadStream(file);
    const finish = (error: unknown) => {
      if (settled) return;
      settled = true;
      input.destroy();
      if (error) reject(error instanceof ArchiveError ? error : damaged(error));
      else if (!manifest || !allowed) reject(new ArchiveError("The archive is damaged: manifest.json is missing."));
      else resolve({ manifest, allowed });
    };
    const parser = new tar.Parser({
      strict: true,
      maxMetaEntrySize: 64 * 1024,
      onReadEntry: (entry) => {
        if (settled) return void entry.resume();
        if (seen.size === 0) {
          seen.add(entry.path);
          if (entry.path !== "manifest.json" || !FILE_TYPES.has(entry.type)) return stop(entry, "The archive is damaged: it does not begin with manifest.json.");
          if (entry.size > limits.manifestBytes) return stop(entry, `The archive is refused: its manifest.json is ${size(entry.size)}, more than ${size(limits.manifestBytes)}.`);
          const chunks: Buffer[] = [];
          entry.on("data", (chunk: Buffer) => chunks.push(chunk));
          entry.on("end", () => {
            try {
              manifest = parseManifest(Buffer.concat(chunks).toString("utf8"));
              allowed = allowedEntries(manifest, limits);
            } catch (error) {
              stop(null, error);
            }
          });
          return;
        }
        if (seen.has(entry.path)) return stop(entry, `The archive is refused: it holds ${JSON.stringify(entry.path)} twice.`);
        seen.add(entry.path);
        total += entry.size;
        const refusal = !allowed
          ? "The archive is damaged: manifest.json is unreadable."
          : (refusalOf(entry, allowed, limits) ??
            (total > limits.totalBytes ? `The archive is refused: it would unpack to more than the ${size(limits.totalBytes)} an import may.` : null));
        if (refusal) return stop(entry, refusal);
        entry.resume();
      },
    });
    function stop(entry: tar.ReadEntry | null, reason: unknown) {
      entry?.resume();
      const error = reason instanceof Error ? reason : new ArchiveError(String(reason));
      finish(error);
      parser.abort(error);
    }
    // Unknown entry types and oversized pax headers are skipped by the parser: here they are refused.
    parser.on("ignoredEntry", (entry: tar.ReadEntry) => stop(entry, `The archive is refused: ${entry.path} is of a kind (${entry.type}) an archive of this site never holds.`));
    parser.on("error", finish);
    parser.on("end", () => finish(null));
    input.on("error", finish);
    input.pipe(parser as unknown as NodeJS.WritableStream);
  });
}

const damaged = (error: unknown) =>
  new ArchiveError(`The archive is damaged: it cannot be read (${error instanceof Error ? error.message : String(error)}).`);

/**
 * Unpacks an archive into `stage` (an empty folder of its own) only after every entry was checked
 * against the manifest (checkEntries) and the whole fits the limits and the disk. The extraction
 * itself takes only those entries again, as declared: nothing else is ever written, and nothing
 * outside `stage`.
 */
export async function unpackArchive(file: string, stage: string, limits: UnpackLimits = DATA_IMPORT): Promise<Manifest> {
  if (!existsSync(file)) throw new ArchiveError(`There is no archive at ${file}.`);
  const { manifest, allowed } = await checkEntries(file, limits);
  const needed = [...allowed.values()].reduce((sum, entry) => sum + Math.max(0, entry.bytes ?? 0), 0);
  const disk = await statfs(stage);
  if (needed > disk.bavail * disk.bsize) {
    throw new ArchiveError(`The archive needs ${size(needed)} to unpack and ${path.dirname(stage)} has ${size(disk.bavail * disk.bsize)} free.`);
  }
  try {
    await tar.x({
      file,
      cwd: stage,
      strict: true,
      preservePaths: false,
      noChmod: true,
      filter: (name, entry) => {
        const read = entry as tar.ReadEntry;
        // The manifest was read in the first pass; only what it allowed is written.
        return read.path === name && name !== "manifest.json" && refusalOf(read, allowed, limits) === null;
      },
    });
  } catch (error) {
    throw damaged(error);
  }
  return manifest;
}
