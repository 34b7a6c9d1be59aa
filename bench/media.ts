/**
 * npm run bench:media — the media library's memory (docs/media.md, Memory). Each case starts the
 * production server on a fresh embedded database, uploads its pictures, samples the server's
 * resident memory throughout and prints its peak (VmHWM) against the 300 MB budget:
 * - photos: MEDIA_COUNT (200) photos of 1600 × 1200, four at a time, waiting when it answers 429;
 * - bomb: one PNG of 6300 × 6300 px in about 120 KB (a decompression bomb), and bombs: six at once;
 * - six40: six JPEGs of 40 megapixels at once;
 * - limit: six pictures at once, each as large as the library takes of its kind (contract/media-limits.ts);
 * - avif: one AVIF of 6000 × 4000 px in about 30 KB.
 * MEDIA_CASES=bomb,limit runs some; BENCH_PORT (default 3370); BENCH_SERVER another build.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { MEDIA_MAX_PIXELS, maxPixelsFor } from "../contract/media-limits";
import { spawnProductionServer, waitForServer } from "./production-server";

const PORT = Number(process.env.BENCH_PORT ?? 3370);
const COUNT = Number(process.env.MEDIA_COUNT ?? 200);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const TOKEN = "bench-media-admin-token-0123456789";
const BUDGET_MB = 300;

interface Picture {
  name: string;
  bytes: Buffer;
}

function memoryMb(pid: number | undefined, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0) / 1024;
}

/** A colour field of the given size with a patch of grain, so each picture's bytes are its own. */
async function field(width: number, height: number, index: number, channels: 3 | 4 = 3) {
  const grain = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .png()
    .toBuffer();
  const background = { r: (index * 37) % 256, g: (index * 11) % 256, b: 120, alpha: 0.8 };
  return sharp({ create: { width, height, channels, background } }).composite([{ input: grain, left: (index * 53) % (width - 400), top: (index * 29) % (height - 300) }]);
}

const photo = async (index: number): Promise<Picture> => ({
  name: `photo-${index}.jpg`,
  bytes: await (await field(1600, 1200, index)).jpeg({ quality: 82 }).toBuffer(),
});

/** One flat colour: 6300 × 6300 RGB decodes to 119 MB from a file of about 120 KB. */
const bomb = async (index: number): Promise<Picture> => ({
  name: `bomb-${index}.png`,
  bytes: await sharp({ create: { width: 6300, height: 6300, channels: 3, background: { r: 200, g: index, b: 60 } } })
    .png({ compressionLevel: 9 })
    .toBuffer(),
});

/** `aspect` wide to 1 high (3 : 2, as a camera takes it), at most `pixels`. */
function sized(pixels: number, aspect = 1.5) {
  const width = Math.floor(Math.sqrt(pixels * aspect));
  return { width, height: Math.floor(pixels / width) };
}

async function jpeg40(index: number): Promise<Picture> {
  const { width, height } = sized(40_000_000);
  return { name: `large-${index}.jpg`, bytes: await (await field(width, height, index)).jpeg({ quality: 82 }).toBuffer() };
}

/** Six kinds, each at the most pixels the library takes of it: the costliest reads it allows. */
async function atTheLimit(): Promise<Picture[]> {
  const kinds = [
    { name: "baseline.jpg", header: { format: "jpeg" }, channels: 3, make: (image: Sharp) => image.jpeg({ quality: 82 }) },
    {
      name: "progressive-444.jpg",
      header: { format: "jpeg", isProgressive: true, chromaSubsampling: "4:4:4" },
      channels: 3,
      make: (image: Sharp) => image.jpeg({ quality: 90, progressive: true, chromaSubsampling: "4:4:4" }),
    },
    {
      name: "interlaced-rgba16.png",
      header: { format: "png", channels: 4, depth: "ushort", isProgressive: true },
      channels: 4,
      make: (image: Sharp) => image.png({ progressive: true }).toColourspace("rgb16"),
    },
    // A panorama: the rows a PNG's shrink holds grow with the square of its width.
    { name: "panorama.png", header: { format: "png", channels: 3 }, aspect: 10, channels: 3, make: (image: Sharp) => image.png() },
    { name: "lossless.webp", header: { format: "webp" }, channels: 4, make: (image: Sharp) => image.webp({ lossless: true }) },
    { name: "photo.avif", header: { format: "heif", bitsPerSample: 8 }, channels: 3, make: (image: Sharp) => image.avif({ quality: 50, effort: 0 }) },
  ] as const;
  return Promise.all(
    kinds.map(async (kind, index) => {
      const aspect = "aspect" in kind ? kind.aspect : 1.5;
      // A hair under the limit: the picture's own proportions are rounded to whole pixels.
      const { width, height } = sized(0.999 * maxPixelsFor({ ...kind.header, width: aspect * 1000, height: 1000 }), aspect);
      const image = await field(width, height, index + 100, kind.channels);
      // Made from raw pixels first: the composite adds an alpha channel, which a kind of 3 channels drops.
      const flat = await image.raw().toBuffer({ resolveWithObject: true });
      const input = sharp(flat.data, { raw: flat.info });
      const bytes = await kind.make(kind.channels === 3 ? input.removeAlpha() : input).toBuffer();
      return { name: `${width}x${height}-${kind.name}`, bytes };
    }),
  );
}

const avifBomb = async (): Promise<Picture> => ({
  name: "6000x4000.avif",
  bytes: await sharp({ create: { width: 6000, height: 4000, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .avif({ quality: 50, effort: 0 })
    .toBuffer(),
});

async function upload(picture: Picture, retryWhenBusy: boolean): Promise<{ status: number; waits: number; message?: string }> {
  for (let waits = 0; ; waits++) {
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(picture.bytes)]), picture.name);
    form.append("alt", `Bench picture ${picture.name}`);
    const response = await fetch(`${ORIGIN}/api/staff/media`, { method: "POST", body: form, headers: { Authorization: `Bearer ${TOKEN}` } });
    const answer = (await response.json().catch(() => ({}))) as { message?: string };
    if (response.status !== 429 || !retryWhenBusy || waits >= 120) return { status: response.status, waits, message: answer.message };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The pictures uploaded all at once, each answer printed. */
async function allAtOnce(pictures: Picture[]) {
  const answers = await Promise.all(pictures.map((picture) => upload(picture, false)));
  answers.forEach((answer, index) => {
    const { name, bytes } = pictures[index];
    console.log(`  ${name} (${(bytes.length / 1024).toFixed(0)} KB): ${answer.status}${answer.status >= 400 ? ` ${answer.message}` : ""}`);
  });
  return answers.map((answer) => answer.status);
}

async function photos() {
  const statuses: number[] = [];
  let waits = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < COUNT) {
        const result = await upload(await photo(next++), true);
        statuses.push(result.status);
        waits += result.waits;
      }
    }),
  );
  console.log(`  ${waits} waits after 429`);
  return statuses;
}

const CASES: Record<string, { title: string; pictures?: () => Promise<Picture[]>; run?: () => Promise<number[]> }> = {
  photos: { title: `${COUNT} photos of 1600 × 1200, four at a time`, run: photos },
  bomb: { title: "one PNG of 6300 × 6300", pictures: async () => [await bomb(0)] },
  bombs: { title: "six PNGs of 6300 × 6300 at once", pictures: () => Promise.all(Array.from({ length: 6 }, (_, index) => bomb(index + 1))) },
  six40: { title: "six JPEGs of 40 megapixels at once", pictures: () => Promise.all(Array.from({ length: 6 }, (_, index) => jpeg40(index))) },
  limit: { title: `six pictures at once, each at its kind's limit (${MEDIA_MAX_PIXELS / 1_000_000} megapixels at most)`, pictures: atTheLimit },
  avif: { title: "one AVIF of 6000 × 4000", pictures: async () => [await avifBomb()] },
};

async function runCase(name: string): Promise<number> {
  const bench = CASES[name];
  if (!bench) throw new Error(`no case "${name}": ${Object.keys(CASES).join(", ")}`);
  // Made before the server starts: the bench's own work is not the server's memory.
  const pictures = bench.pictures ? await bench.pictures() : [];
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-media-"));
  const server = spawnProductionServer(PORT, dataDir);
  let peakRss = 0;
  const sampler = setInterval(() => {
    try {
      peakRss = Math.max(peakRss, memoryMb(server.pid, "VmRSS"));
    } catch {
      // Between two samples the server may have gone.
    }
  }, 100);
  try {
    await waitForServer(server, ORIGIN);
    const afterBoot = memoryMb(server.pid, "VmRSS");
    console.log(`${name}: ${bench.title}`);
    const started = Date.now();
    const statuses = bench.run ? await bench.run() : await allAtOnce(pictures);
    const seconds = (Date.now() - started) / 1000;
    const answers: Record<number, number> = {};
    for (const status of statuses) answers[status] = (answers[status] ?? 0) + 1;
    const team = await fetch(`${ORIGIN}/team`);
    const hwm = memoryMb(server.pid, "VmHWM");
    console.log(`  answers ${JSON.stringify(answers)} in ${seconds.toFixed(1)} s; /team answers ${team.status} after`);
    console.log(`  memory: ${afterBoot.toFixed(0)} MB after boot, peak VmRSS sampled ${peakRss.toFixed(0)} MB, VmHWM ${hwm.toFixed(0)} MB (budget ${BUDGET_MB} MB)`);
    return hwm;
  } finally {
    clearInterval(sampler);
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  process.env.ADMIN_TOKEN = TOKEN;
  process.env.SESSION_SECRET ??= "bench-media-session-secret-0123456789";
  const names = (process.env.MEDIA_CASES ?? Object.keys(CASES).join(",")).split(",").filter(Boolean);
  for (const name of names) {
    if ((await runCase(name)) > BUDGET_MB) process.exitCode = 1;
  }
}

await main();
