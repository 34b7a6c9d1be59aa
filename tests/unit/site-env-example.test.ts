import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { childEnv } from "../support/child-env";

// deploy/systemd/agency.env.example: every documented setting, read the same way by the shell
// (docs/deployment.md's `set -a && . site.env`) and by systemd's EnvironmentFile=, and accepted
// by the site.

const EXAMPLE = readFileSync("deploy/systemd/agency.env.example", "utf8");
const work = mkdtempSync(path.join(tmpdir(), "site-env-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The example with every setting in use: the commented ones too, and the two secrets filled in. */
const everySetting = EXAMPLE.replace(/^#([A-Z_]+=)/gm, "$1")
  .replace(/^ADMIN_TOKEN=$/m, "ADMIN_TOKEN=0123456789abcdef0123")
  .replace(/^SESSION_SECRET=$/m, "SESSION_SECRET=0123456789abcdef0123456789abcdef");
const names = [...everySetting.matchAll(/^([A-Z_]+)=/gm)].map((match) => match[1]);

/** What `set -a; . file` gives each name, in a shell with nothing else set. */
function readByShell(text: string): Record<string, string> {
  const file = path.join(work, "shell.env");
  writeFileSync(file, text);
  const script = `set -eu; set -a; . "$1"; set +a; for name in ${names.join(" ")}; do eval "printf '%s\\0%s\\0' \\"$name\\" \\"\\\${$name-}\\""; done`;
  const out = execFileSync("/bin/sh", ["-c", script, "sh", file], { env: childEnv({}), encoding: "utf8" }).split("\0");
  return Object.fromEntries(names.map((_, i) => [out[2 * i], out[2 * i + 1]]));
}

/**
 * What systemd gives each name: its environment.d generator reads a file with the parser of
 * EnvironmentFile= and prints the result, a value in double quotes when it needs them.
 */
function readBySystemd(text: string): Record<string, string> {
  const home = path.join(work, "home");
  mkdirSync(path.join(home, ".config/environment.d"), { recursive: true });
  writeFileSync(path.join(home, ".config/environment.d/site.conf"), text);
  const out = execFileSync("/usr/lib/systemd/user-environment-generators/30-systemd-environment-d-generator", [], { env: childEnv({ HOME: home }), encoding: "utf8" });
  const pairs = out.split("\n").map((line) => /^([A-Z_]+)=(.*)$/.exec(line)).filter((match) => match && names.includes(match[1]));
  return Object.fromEntries(pairs.map((match) => [match![1], match![2].replace(/^"(.*)"$/, "$1").replace(/\\(.)/g, "$1")]));
}

describe("the example settings file", () => {
  it("names every setting docs/configuration.md documents", () => {
    const documented = [...readFileSync("docs/configuration.md", "utf8").matchAll(/^\| `([A-Z_]+)` \|/gm)].map((match) => match[1]);
    expect(documented.length).toBeGreaterThan(10);
    expect(documented.filter((name) => !names.includes(name))).toEqual([]);
  });

  it("reads the same in the shell and in systemd, every line in use", () => {
    const shell = readByShell(everySetting);
    expect(Object.keys(shell).sort()).toEqual([...names].sort());
    expect(readBySystemd(everySetting)).toEqual(shell);
    expect(shell.LEADS_NOTIFY_TO).toBe("sales@agency.example, owner@agency.example");
    expect(shell.MAIL_FROM).toBe("Agency website <no-reply@agency.example>");
  });

  it("is taken by the site as it is and with every line in use", () => {
    expect(() => parseEnv({ NODE_ENV: "production", ...readByShell(EXAMPLE) })).not.toThrow();
    expect(() => parseEnv({ NODE_ENV: "production", ...readByShell(everySetting) })).not.toThrow();
  });
});
