import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, type Page, test } from "@playwright/test";
import { freePort, stopProcess } from "./child-process";

// docs/deployment.md as a deployer follows it: what it says to ship, from the build this run
// made, copied and installed without dev dependencies by deploy/make-bundle.sh (the script the
// Dockerfile runs), started from another folder on a fresh data folder, then the first staff
// account and every operational command as the host runs them.
// No browser state of the suite's server is involved; it runs once, in the js-off project.

const ADMIN_TOKEN = "deploy-admin-token-0123456789";
const PASSWORD = "correct horse battery staple";

/** The items the "What to ship" section lists in its first block. */
function shippedItems(): string[] {
  const section = readFileSync("docs/deployment.md", "utf8").split(/^## /m).find((part) => part.startsWith("What to ship"));
  const block = /```\n([\s\S]*?)```/.exec(section ?? "")?.[1];
  if (!block) throw new Error('docs/deployment.md has no "What to ship" list');
  return block.split("\n").map((line) => line.trim().replace(/\/$/, "")).filter(Boolean);
}

/** The command of the Dockerfile's HEALTHCHECK (its exec form). */
function imageHealthcheck(): string[] {
  const command = /^HEALTHCHECK [^\n]*\\\n\s*CMD (\[.*\])$/m.exec(readFileSync("Dockerfile", "utf8"))?.[1];
  if (!command) throw new Error("The Dockerfile has no HEALTHCHECK in exec form");
  return JSON.parse(command) as string[];
}

/**
 * The host's environment and nothing of this run's (its database, its e2e settings): a path to
 * node and npm, a home for npm's cache (warm from the checkout's own `npm ci`).
 */
function hostEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  const { PATH, HOME, TMPDIR, npm_config_cache } = process.env;
  const env = Object.fromEntries(Object.entries({ PATH, HOME, TMPDIR, npm_config_cache, ...settings }).filter(([, value]) => value !== undefined));
  return env as NodeJS.ProcessEnv;
}

/** Runs a command to its end; its standard output, or an error that carries what it printed. */
async function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(command, args, { cwd, env, maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const failed = error as { message: string; stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(" ")} (in ${cwd}) failed: ${failed.message}\n${failed.stdout ?? ""}${failed.stderr ?? ""}`);
  }
}

/** Runs a command expected to fail: its exit code and what it printed. */
async function runFailing(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await promisify(execFile)(command, args, { cwd, env });
    throw new Error(`${command} ${args.join(" ")} succeeded:\n${stdout}`);
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string; stderr?: string };
    if (typeof failed.code !== "number") throw error;
    return { code: failed.code, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

/** Runs one step and prints how long it took: the figures docs/testing-e2e.md quotes. */
async function timed<T>(label: string, step: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await step();
  console.log(`[deploy-bundle] ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

async function startBundle(serverJs: string, cwd: string, env: NodeJS.ProcessEnv, origin: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--max-semi-space-size=2", "--enable-source-maps", serverJs], { cwd, env, stdio: ["ignore", "ignore", "pipe"] });
  let errors = "";
  child.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The bundle's server exited with code ${child.exitCode}:\n${errors}`);
    if (await fetch(`${origin}/readyz`).then((answer) => answer.ok, () => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopProcess(child);
  throw new Error(`The bundle's server did not get ready on ${origin}:\n${errors}`);
}

async function postContactFormWithoutScript(page: Page, origin: string) {
  await page.goto(`${origin}/contact`);
  const form = page.locator("#send-message form");
  await form.getByLabel("Full Name").fill("Asha Verma");
  await form.getByLabel("Email Address").fill("asha.verma@example.com");
  await form.getByLabel("Phone Number", { exact: true }).fill("98765 43210");
  await form.getByLabel("Service").selectOption("Full-suite-branding-brand-building");
  await form.getByLabel("Project Details").fill("A new identity for our bakery chain, with Hindi menus.");
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST" && response.request().resourceType() === "document"),
    form.getByRole("button", { name: "Send Message" }).click(),
  ]);
  expect(answer.status()).toBe(200);
  await expect(form.getByText("Thanks! Your message has been sent.")).toBeVisible();
}

test("the shipped bundle, installed without dev dependencies, serves the site and runs every command", { tag: "@js-off-only" }, async ({ page, browser }) => {
  test.setTimeout(600_000);
  const work = mkdtempSync(path.join(tmpdir(), "site-deploy-"));
  const bundle = path.join(work, "srv");
  const elsewhere = path.join(work, "elsewhere");
  mkdirSync(elsewhere);
  let server: ChildProcess | undefined;
  try {
    // The Dockerfile's own step, from the build this run made: the copy and the production install.
    await timed("deploy/make-bundle.sh --skip-build", () =>
      run("bash", [path.resolve("deploy/make-bundle.sh"), "--skip-build", process.cwd(), bundle], elsewhere, hostEnv({ npm_config_prefer_offline: "true" })),
    );
    expect(readdirSync(bundle).sort()).toEqual([...shippedItems(), "node_modules"].sort());

    const port = await freePort();
    const origin = `http://localhost:${port}`;
    const settings = { SITE_URL: origin, ADMIN_TOKEN };
    // Each backup is copied "off the machine" by BACKUP_COMMAND, here into a folder of the test's.
    const offsite = path.join(work, "offsite");
    mkdirSync(offsite);
    const serverEnv = hostEnv({
      ...settings,
      NODE_ENV: "production",
      MALLOC_ARENA_MAX: "1",
      PORT: String(port),
      DATA_DIR: path.join(work, "data"),
      BACKUP_COMMAND: `cp "$BACKUP_FILE" '${offsite}/'`,
    });
    server = await timed("first start", () => startBundle(path.join(bundle, "build/server.js"), elsewhere, serverEnv, origin));

    // Pages (a seeded post too), the browser's files, and the feed, which reads their sizes from build/client.
    for (const address of ["/", "/about", "/service", "/career", "/blog", "/blog/brand-building-from-zero", "/contact", "/favicon.ico", "/sitemap.xml"]) {
      expect((await fetch(`${origin}${address}`)).status, address).toBe(200);
    }
    expect(await (await fetch(`${origin}/blog/rss.xml`)).text()).toMatch(/<enclosure length="[1-9]\d*"/);
    // The image's HEALTHCHECK command: healthy against this server, unhealthy where nothing listens.
    const [program, ...check] = imageHealthcheck();
    expect(program).toBe("node");
    await run(process.execPath, check, elsewhere, hostEnv({ PORT: String(port) }));
    const closed = await freePort();
    await expect(run(process.execPath, check, elsewhere, hostEnv({ PORT: String(closed) }))).rejects.toThrow(/failed/);
    await postContactFormWithoutScript(page, origin);

    // The first staff account, as docs/deployment.md has it: the command in the site's folder, then the link.
    const invited = await timed("staff:invite", () => run("npm", ["run", "staff:invite", "--", "owner@agency.example", "--role", "owner"], bundle, hostEnv(settings)));
    const link = /^http\S+\/console\/welcome\?token=\S+$/m.exec(invited)?.[0];
    expect(link, invited).toBeTruthy();
    await page.goto(link!);
    await page.getByLabel("Your name").fill("Asha Owner");
    await page.getByLabel(/Choose a password/).fill(PASSWORD);
    await page.getByRole("button", { name: "Set password and sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
    const later = await browser.newContext({ javaScriptEnabled: false });
    const signIn = await later.newPage();
    await signIn.goto(`${origin}/console/sign-in`);
    await signIn.getByLabel("Email").fill("owner@agency.example");
    await signIn.getByLabel("Password").fill(PASSWORD);
    await signIn.getByRole("button", { name: "Sign in" }).click();
    await expect(signIn.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
    await later.close();

    // A post published from the host, through SITE_URL (no PORT, no API_BASE_URL given).
    writeFileSync(path.join(bundle, "post.md"), '---\ntitle: "Published From the Host"\ntags: [News]\n---\nThe bundle publishes.\n');
    const published = await timed("blog:publish", () => run("npm", ["run", "blog:publish", "--", "post.md"], bundle, hostEnv(settings)));
    expect(published).toMatch(/Created "Published From the Host" \(id \d+\), published at \/blog\/published-from-the-host/);
    expect((await fetch(`${origin}/blog/published-from-the-host`)).status).toBe(200);

    // Everything out, and into an empty folder: the compiled command run from another folder.
    const exported = await timed("data:export", () => run("npm", ["run", "data:export", "--", "site.tar.gz"], bundle, hostEnv(settings)));
    const rows = / (\d+) rows\b/.exec(exported)?.[1];
    expect(rows, exported).toBeTruthy();

    // A backup now, written by the running site into its backups folder and copied by its BACKUP_COMMAND.
    const backedUp = await timed("data:backup", () => run("npm", ["run", "data:backup"], bundle, hostEnv(settings)));
    const written = /^Wrote (\S+\/site-backup-\d{4}-\d{2}-\d{2}-\d{6}\.tar\.gz) \(\d+\.\d\d MB\) in [\d.]+ s\.\nBACKUP_COMMAND copied it\.$/m.exec(backedUp);
    expect(written, backedUp).toBeTruthy();
    expect(path.dirname(written![1])).toBe(path.join(work, "data", "backups"));
    expect(readdirSync(offsite)).toEqual([path.basename(written![1])]);
    const noToken = await runFailing("npm", ["run", "data:backup"], bundle, hostEnv({ SITE_URL: origin }));
    expect(noToken.code).toBe(1);
    expect(noToken.output).toContain(`The site is running at ${origin}: it writes the backup, asked with ADMIN_TOKEN, which is not set.`);
    const imported = await timed("data:import", () =>
      run(process.execPath, [path.join(bundle, "build/cli.js"), "data:import", path.join(bundle, "site.tar.gz")], elsewhere, hostEnv({ DATA_DIR: path.join(work, "restored") })),
    );
    expect(imported).toMatch(new RegExp(`^Imported ${rows} rows in \\d+ tables and \\d+ files into the embedded database in ${path.join(work, "restored")}`));
    // With no site answering, the command writes the backup from the database folder itself; a failing BACKUP_COMMAND fails it.
    const stopped = hostEnv({ DATA_DIR: path.join(work, "restored"), PORT: String(await freePort()), SESSION_SECRET: "restored-secret-0123456789", BACKUP_COMMAND: "exit 3" });
    const direct = await timed("data:backup, site stopped", () => runFailing(process.execPath, [path.join(bundle, "build/cli.js"), "data:backup"], elsewhere, stopped));
    expect(direct.code).toBe(1);
    const restoredBackup = new RegExp(`^Wrote ${path.join(work, "restored", "backups")}/(site-backup-[\\d-]+\\.tar\\.gz) \\(`, "m").exec(direct.output);
    expect(restoredBackup, direct.output).toBeTruthy();
    expect(direct.output).toContain("BACKUP_COMMAND failed (exit 3); the backup stays in the folder.");
    expect(readdirSync(path.join(work, "restored", "backups"))).toContain(restoredBackup![1]);
    // With DATA_DIR given, nothing is written where the server and the command were started.
    expect(readdirSync(elsewhere)).toEqual([]);
  } finally {
    await stopProcess(server);
    rmSync(work, { recursive: true, force: true });
  }
});
