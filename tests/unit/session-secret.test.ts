import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A fresh copy of the module, reading the environment as it is now. */
async function freshCookieSecrets() {
  vi.resetModules();
  return (await import("~/lib/secret.server")).cookieSecrets;
}

describe("cookie secrets without SESSION_SECRET", () => {
  let workDir: string;
  const saved = { cwd: process.cwd(), DATA_DIR: process.env.DATA_DIR, SESSION_SECRET: process.env.SESSION_SECRET };

  beforeEach(() => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), "secret-"));
    process.chdir(workDir);
    delete process.env.SESSION_SECRET;
  });
  afterEach(() => {
    process.chdir(saved.cwd);
    for (const name of ["DATA_DIR", "SESSION_SECRET"] as const) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it("keeps a throwaway database's secret in memory, writing nothing to the working folder", async () => {
    process.env.DATA_DIR = "memory://review";
    const cookieSecrets = await freshCookieSecrets();
    const [secret] = cookieSecrets();
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect(cookieSecrets()).toEqual([secret]);
    expect(fs.readdirSync(workDir)).toEqual([]);
  });

  it("keeps a folder database's secret in that folder, so sessions outlive a restart", async () => {
    process.env.DATA_DIR = path.join(workDir, "data");
    const [first] = (await freshCookieSecrets())();
    expect(fs.readFileSync(path.join(workDir, "data", "session-secret"), "utf8")).toBe(first);
    const [afterRestart] = (await freshCookieSecrets())();
    expect(afterRestart).toBe(first);
  });
});
