/** Starting and awaiting the production server, shared by the benchmarks. */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** BENCH_SERVER names another bundle of the server, to compare two builds on the same machine. */
export const SERVER = path.resolve(PROJECT_ROOT, process.env.BENCH_SERVER ?? "build/server.js");

/**
 * build/server.js on `port`, with its built-in API on an embedded database in `dataDir` (or the
 * DATABASE_URL of the environment). Its standard output is piped when asked (then read it).
 */
export function spawnProductionServer(port: number, dataDir: string, stdout: "ignore" | "pipe" = "ignore"): ChildProcess {
  // As `npm start` runs it: a young generation of 2 MB a half, not 16 (docs/media.md, Memory).
  return spawn(process.execPath, ["--max-semi-space-size=2", SERVER], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      // As `npm start` runs it: one malloc arena, not glibc's eight per core, and blocks from 128 KB
      // mapped on their own, given back when freed (docs/media.md, Memory).
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "1",
      MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? "131072",
      MALLOC_TRIM_THRESHOLD_: process.env.MALLOC_TRIM_THRESHOLD_ ?? "131072",
      PORT: String(port),
      SITE_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
    },
    stdio: ["ignore", stdout, "pipe"],
  });
}

/** Resolves once the server answers, fails when it stops or takes over three minutes (a first boot on a busy host is slow). */
export async function waitForServer(server: ChildProcess, origin: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit code ${server.exitCode})`);
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not answer within 180 s");
}

/** Stands, in a benchmark's list of pages, for the newest published post. */
export const NEWEST_POST = "/blog/{post}";

/** The list of pages with `NEWEST_POST` replaced by that post's path. */
export async function withNewestPost(pages: readonly string[], origin: string): Promise<string[]> {
  if (!pages.includes(NEWEST_POST)) return [...pages];
  const post = await newestPostPath(origin);
  return pages.map((page) => (page === NEWEST_POST ? post : page));
}

/** The path of the newest published post (GET /api/blogs). */
async function newestPostPath(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/blogs`);
  if (!response.ok) throw new Error(`GET /api/blogs answered ${response.status}`);
  const posts = (await response.json()) as { slug: string; is_published: boolean }[];
  const post = posts.find((candidate) => candidate.is_published);
  if (!post) throw new Error("GET /api/blogs returned no published post");
  return `/blog/${post.slug}`;
}
