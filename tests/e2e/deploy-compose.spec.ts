import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { parse } from "yaml";
import { childEnv } from "../support/child-env";

// deploy/compose.yaml and the Dockerfile, without a Docker engine (none runs on these machines):
// Compose's own validator (Debian's docker-compose, installed by scripts/ensure-test-packages.sh)
// checks the file and resolves it, and the services must meet the Dockerfile's stages and the
// nginx file as the proxy stage changes it. The image itself is not built here.

const DOCKERFILE = readFileSync("Dockerfile", "utf8");

interface Service {
  build?: { context: string; target: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: { published: number; target: number }[];
  depends_on?: Record<string, { condition: string }>;
}

/** `docker-compose config`: the file validated and resolved, as Compose would run it. */
async function resolvedCompose(env: Record<string, string>): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await promisify(execFile)("docker-compose", ["-f", "deploy/compose.yaml", "config"], { env: childEnv({ PATH: process.env.PATH, ...env }) });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** The Dockerfile's `ENV` and `CMD` of a stage. */
function stage(name: string): string {
  const start = DOCKERFILE.search(new RegExp(`^FROM \\S+ AS ${name}$`, "m"));
  expect(start, `the Dockerfile has a stage "${name}"`).toBeGreaterThan(-1);
  const rest = DOCKERFILE.slice(start + 1);
  const end = rest.search(/^FROM /m);
  return end === -1 ? rest : rest.slice(0, end);
}

test("the compose file is valid and runs the image's stages with PostgreSQL, Redis and nginx", { tag: "@js-off-only" }, async () => {
  const settings = { POSTGRES_PASSWORD: "0123456789abcdef", SITE_ENV_FILE: path.resolve("deploy/systemd/agency.env.example") };
  const resolved = await resolvedCompose(settings);
  expect(resolved.code, resolved.output).toBe(0);
  const { services, volumes } = parse(resolved.output) as { services: Record<string, Service>; volumes: Record<string, unknown> };

  expect(Object.keys(services).sort()).toEqual(["postgres", "proxy", "redis", "site"]);
  const { site, proxy } = services;
  expect(site.build).toMatchObject({ context: process.cwd(), target: "site" });
  expect(proxy.build).toMatchObject({ context: process.cwd(), target: "proxy" });
  // The settings file's values, under the file's own: several processes on PostgreSQL and Redis.
  expect(site.environment).toMatchObject({
    SITE_URL: "https://www.agency.example",
    WEB_CONCURRENCY: "2",
    DATABASE_URL: `postgres://agency:${settings.POSTGRES_PASSWORD}@postgres:5432/agency`,
    REDIS_URL: "redis://redis:6379",
    TRUST_PROXY: "loopback, uniquelocal",
  });
  // The data volume where the image's site writes, and the port the proxy's upstream names.
  const siteStage = stage("site");
  const dataDir = /DATA_DIR=(\S+)/.exec(siteStage)?.[1];
  expect(site.volumes).toContain(`site-data:${dataDir}:rw`);
  expect(siteStage).toContain(`VOLUME ${dataDir}`);
  expect(Object.keys(volumes)).toContain("site-data");
  expect(site.environment?.PORT).toBe("3000");
  expect(siteStage).toMatch(/^EXPOSE 3000$/m);
  expect(site.depends_on).toEqual({ postgres: { condition: "service_healthy" }, redis: { condition: "service_healthy" } });
  expect(proxy.depends_on).toEqual({ site: { condition: "service_healthy" } });
  expect(siteStage).toMatch(/^HEALTHCHECK .*\n.*\/healthz/m);
  expect(proxy.ports).toEqual([{ published: 80, target: 80 }, { published: 443, target: 443 }]);
});

test("the compose file is refused without the database password or its settings file", { tag: "@js-off-only" }, async () => {
  const noPassword = await resolvedCompose({ SITE_ENV_FILE: path.resolve("deploy/systemd/agency.env.example") });
  expect(noPassword.code).not.toBe(0);
  expect(noPassword.output).toContain("set POSTGRES_PASSWORD");
  const noSettings = await resolvedCompose({ POSTGRES_PASSWORD: "0123456789abcdef", SITE_ENV_FILE: "/nonexistent/site.env" });
  expect(noSettings.output).toContain("Couldn't find env file: /nonexistent/site.env");
});

test("the image's site starts as `npm start` does, from the bundle deploy/make-bundle.sh makes", { tag: "@js-off-only" }, () => {
  expect(stage("build")).toMatch(/^RUN bash deploy\/make-bundle\.sh \/src \/bundle$/m);
  const site = stage("site");
  expect(site).toMatch(/^COPY --from=build \/bundle\/ \.\/$/m);
  expect(site).toMatch(/^USER agency$/m);

  const start = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } }).scripts.start.split(/\s+/);
  const node = start.indexOf("node");
  const env = /^ENV ((?:.*\\\n)*.*)$/m.exec(site)![1].replaceAll("\\\n", " ").split(/\s+/).filter(Boolean);
  for (const variable of start.slice(0, node)) expect(env).toContain(variable);
  const command = JSON.parse(/^CMD (\[.*\])$/m.exec(site)![1]) as string[];
  expect(command).toEqual(start.slice(node));
});

test("the proxy stage changes only the name and the upstream of deploy/nginx/agency.conf", { tag: "@js-off-only" }, async () => {
  const work = mkdtempSync(path.join(tmpdir(), "proxy-stage-"));
  try {
    const file = path.join(work, "agency");
    const original = readFileSync("deploy/nginx/agency.conf", "utf8");
    writeFileSync(file, original);
    // The stage's own sed line, run on a copy.
    const sed = /^RUN (sed -i .*) \/etc\/nginx\/sites-enabled\/agency \\$/m.exec(stage("proxy"))?.[1];
    expect(sed).toBeTruthy();
    await promisify(execFile)("/bin/sh", ["-c", `${sed} "$1"`, "sh", file], { env: childEnv({ PATH: process.env.PATH, SITE_DOMAIN: "www.shop.example" }) });
    const before = original.split("\n");
    const after = readFileSync(file, "utf8").split("\n");
    expect(after.length).toBe(before.length);
    const changed = before.flatMap((line, i) => (line === after[i] ? [] : [[line.trim(), after[i].trim()]]));
    const renamed = changed.filter(([line, put]) => put === line.replaceAll("agency.example", "www.shop.example"));
    expect(renamed.length).toBeGreaterThan(3);
    expect(changed.filter((pair) => !renamed.includes(pair))).toEqual([["server 127.0.0.1:3000;", "server site:3000;"]]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
