/**
 * npm run bench:media — the media library's memory (docs/media.md, Memory): the production server
 * on a fresh embedded database takes 200 photo uploads (four at a time, waiting when it answers
 * 429), then serves a page and variants; its resident memory is sampled throughout and its peak
 * (VmHWM) printed against the 300 MB budget. BENCH_PORT (default 3370), MEDIA_COUNT (default 200).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { spawnProductionServer, waitForServer } from "./production-server";

const PORT = Number(process.env.BENCH_PORT ?? 3370);
const COUNT = Number(process.env.MEDIA_COUNT ?? 200);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const TOKEN = "bench-media-admin-token-0123456789";
const BUDGET_MB = 300;

function memoryMb(pid: number | undefined, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0) / 1024;
}

/** A 1600 × 1200 photo-like JPEG of its own: a colour field with a patch of grain, so each one is different. */
async function photo(index: number): Promise<Buffer> {
  const grain = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: (index * 37) % 256, g: (index * 11) % 256, b: 120 } } })
    .composite([{ input: grain, left: (index * 53) % 1200, top: (index * 29) % 900 }])
    .jpeg({ quality: 82 })
    .toBuffer();
}

async function upload(index: number): Promise<{ status: number; waits: number }> {
  const bytes = await photo(index);
  for (let waits = 0; ; waits++) {
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), `photo-${index}.jpg`);
    form.append("alt", `Bench photo ${index}`);
    const response = await fetch(`${ORIGIN}/api/staff/media`, { method: "POST", body: form, headers: { Authorization: `Bearer ${TOKEN}` } });
    await response.arrayBuffer();
    if (response.status !== 429 || waits >= 120) return { status: response.status, waits };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-media-"));
  process.env.ADMIN_TOKEN = TOKEN;
  process.env.SESSION_SECRET ??= "bench-media-session-secret-0123456789";
  const server = spawnProductionServer(PORT, dataDir);
  let peakRss = 0;
  const sampler = setInterval(() => {
    try {
      peakRss = Math.max(peakRss, memoryMb(server.pid, "VmRSS"));
    } catch {
      // Between two samples the server may have gone.
    }
  }, 200);
  try {
    await waitForServer(server, ORIGIN);
    const afterBoot = memoryMb(server.pid, "VmRSS");
    const started = Date.now();
    const statuses: Record<number, number> = {};
    let waits = 0;
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < COUNT) {
          const result = await upload(next++);
          statuses[result.status] = (statuses[result.status] ?? 0) + 1;
          waits += result.waits;
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    const list = (await (await fetch(`${ORIGIN}/api/staff/media?per_page=1`, { headers: { Authorization: `Bearer ${TOKEN}` } })).json()) as {
      total: number;
      data: { variants: { url: string }[] }[];
    };
    const variant = await fetch(`${ORIGIN}${list.data[0].variants[0].url}`);
    const team = await fetch(`${ORIGIN}/team`);
    const hwm = memoryMb(server.pid, "VmHWM");
    console.log(`uploads: ${COUNT} in ${seconds.toFixed(1)} s (${(seconds / COUNT).toFixed(2)} s each), answers ${JSON.stringify(statuses)}, ${waits} waits after 429`);
    console.log(`library: ${list.total} items; a variant answers ${variant.status} ${variant.headers.get("content-type")}; /team answers ${team.status}`);
    console.log(`memory: ${afterBoot.toFixed(0)} MB after boot, peak VmRSS sampled ${peakRss.toFixed(0)} MB, VmHWM ${hwm.toFixed(0)} MB (budget ${BUDGET_MB} MB)`);
    if (hwm > BUDGET_MB) process.exitCode = 1;
  } finally {
    clearInterval(sampler);
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
