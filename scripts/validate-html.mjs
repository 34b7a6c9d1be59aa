// Runs the Nu HTML Checker (vnu-jar, needs Java) over every page of the sitemap of the built site
// and fails on any error. Starts build/server.js on its own port and data folder, unless
// VALIDATE_ORIGIN names a running server. Prints the errors per page; exits 1 when there is one.
//   node scripts/validate-html.mjs            (after npm run build)
//   VALIDATE_ORIGIN=http://localhost:3000 node scripts/validate-html.mjs
import { execFile, spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRequire } from "node:module";
import { promisify } from "node:util";

const run = promisify(execFile);
// The jar itself, run with the system's Java (the package's own launcher would download a JRE).
const require = createRequire(import.meta.url);
const vnuJar = require.resolve("vnu-jar/build/dist/vnu.jar");
const PORT = Number(process.env.VALIDATE_PORT ?? 3390);

/**
 * Remix streams loader data as `<script>` elements written after `</html>`; the checker calls the
 * first one a stray start tag and then stops with a fatal "Cannot recover" at the same place.
 * That is the framework's streaming, not our markup, so exactly these two messages are left out,
 * and only when they point after the document's `</html>`: a stray tag inside the page still fails.
 */
const STRAY_SCRIPT = "Stray start tag “script”.";
const CANNOT_RECOVER = "Cannot recover after last error. Any further errors will be ignored.";

function offsetOf(html, line, column) {
  let offset = 0;
  for (let current = 1; current < line; current += 1) offset = html.indexOf("\n", offset) + 1;
  return offset + column - 1;
}

function isFrameworkStreaming(message, html) {
  if (message.message !== STRAY_SCRIPT && message.message !== CANNOT_RECOVER) return false;
  const end = html.indexOf("</html>");
  return end >= 0 && offsetOf(html, message.lastLine, message.lastColumn) > end;
}

async function waitForServer(origin, server) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (server?.exitCode != null) throw new Error(`The server stopped with code ${server.exitCode}`);
    try {
      const response = await fetch(`${origin}/robots.txt`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server at ${origin} did not answer within 60 s`);
}

async function startServer() {
  const dataDir = await mkdtemp(join(tmpdir(), "validate-html-data-"));
  const origin = `http://localhost:${PORT}`;
  const server = spawn(process.execPath, ["build/server.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), SITE_URL: origin, DATA_DIR: dataDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForServer(origin, server);
  const stop = async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => (server.exitCode == null ? server.once("exit", resolve) : resolve()));
    await rm(dataDir, { recursive: true, force: true });
  };
  return { origin, stop };
}

function sitemapPaths(xml) {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

async function savePages(origin, paths, folder) {
  const files = new Map();
  for (const [index, path] of paths.entries()) {
    const response = await fetch(`${origin}${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const file = join(folder, `page-${index}.html`);
    const html = await response.text();
    await writeFile(file, html);
    files.set(`file:${file}`, { path, html });
  }
  return files;
}

async function checkFiles(files) {
  // vnu exits 1 when it finds errors; its JSON report is on stderr either way.
  const args = ["-jar", vnuJar, "--format", "json", "--errors-only", ...[...files.keys()].map((url) => url.slice(5))];
  const result = await run("java", args, { maxBuffer: 64 * 1024 * 1024 }).catch((error) => {
    if (typeof error.stderr === "string" && error.stderr.startsWith("{")) return error;
    if (error.code === "ENOENT") throw new Error("The checker needs Java: run bash scripts/ensure-test-packages.sh");
    throw error;
  });
  return JSON.parse(result.stderr).messages;
}

const own = process.env.VALIDATE_ORIGIN ? null : await startServer();
const origin = process.env.VALIDATE_ORIGIN ?? own.origin;
const folder = await mkdtemp(join(tmpdir(), "validate-html-"));
let failed = false;
try {
  await waitForServer(origin);
  const sitemap = await fetch(`${origin}/sitemap.xml`).then((response) => response.text());
  const paths = sitemapPaths(sitemap);
  if (paths.length === 0) throw new Error("The sitemap lists no page");
  const files = await savePages(origin, paths, folder);
  const messages = (await checkFiles(files)).filter((message) => message.type === "error");
  const perPage = new Map(paths.map((path) => [path, []]));
  let skipped = 0;
  for (const message of messages) {
    const page = files.get(message.url);
    if (page && isFrameworkStreaming(message, page.html)) {
      skipped += 1;
      continue;
    }
    if (page) perPage.get(page.path).push(message);
    else perPage.set(message.url, [message]);
  }
  for (const [path, errors] of perPage) {
    console.log(`${errors.length === 0 ? "ok  " : "FAIL"} ${path}: ${errors.length} error(s)`);
    for (const error of errors) console.log(`       line ${error.lastLine}: ${error.message}`);
  }
  const total = [...perPage.values()].reduce((sum, errors) => sum + errors.length, 0);
  console.log(`\n${paths.length} pages, ${total} error(s); ${skipped} framework streaming message(s) left out`);
  failed = total > 0;
} finally {
  await rm(folder, { recursive: true, force: true });
  await own?.stop();
}
process.exit(failed ? 1 : 0);
