import { execFile, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { childEnv } from "../support/child-env";

// deploy/systemd/agency.service as systemd reads it, and as it starts and reloads the site.

const UNIT = "deploy/systemd/agency.service";
const work = mkdtempSync(path.join(tmpdir(), "systemd-unit-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The unit's `Key=value` lines, in order (a key may come more than once). */
function directives(text: string): [string, string][] {
  return text
    .split("\n")
    .filter((line) => /^[A-Za-z]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]);
}

const unitText = readFileSync(UNIT, "utf8");
const values = (key: string) => directives(unitText).filter(([name]) => name === key).map(([, value]) => value);

/**
 * What systemd-analyze verify says of a unit file: its warnings too, since it exits 0 on an
 * unknown option or a bad value (it ignores them, as systemd does when it loads the unit). It
 * checks that ExecStart's program exists: the copy runs this test's node, wherever it is installed.
 */
async function verify(text: string): Promise<{ code: number; said: string }> {
  const file = path.join(work, "agency.service");
  writeFileSync(file, text.replaceAll("/usr/bin/node ", `${process.execPath} `));
  try {
    const { stdout, stderr } = await promisify(execFile)("/usr/bin/systemd-analyze", ["verify", "--man=no", file]);
    return { code: 0, said: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, said: failed.stdout + failed.stderr };
  }
}

describe("the systemd unit", () => {
  it("passes systemd-analyze verify without a warning", async () => {
    expect(await verify(unitText)).toEqual({ code: 0, said: "" });
  });

  it("is refused by the same check with a misspelt option or a missing program", async () => {
    const misspelt = await verify(unitText.replace(/^ProtectSystem=strict$/m, "ProtectSystem=strickt"));
    expect(misspelt.said).toMatch(/Failed to parse protect system value, ignoring: strickt/);
    const unknown = await verify(unitText.replace(/^NoNewPrivileges=yes$/m, "NoNewPrivilege=yes"));
    expect(unknown.said).toMatch(/Unknown key 'NoNewPrivilege' in section \[Service\]/);
    const missing = await verify(unitText.replace(/^ExecStart=\S+/m, "ExecStart=/nonexistent/node"));
    expect(missing.code).not.toBe(0);
  });

  it("starts the server as `npm start` does: the same variables and node options", () => {
    const start = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } }).scripts.start;
    const words = start.split(/\s+/);
    const node = words.indexOf("node");
    const npmStart = { variables: words.slice(0, node).sort(), options: words.slice(node + 1, -1), script: words.at(-1) };

    const variables = values("Environment").flatMap((line) => line.split(/\s+/)).filter((pair) => !pair.startsWith("DATA_DIR="));
    const [program, ...rest] = values("ExecStart")[0].split(/\s+/);
    expect(program).toBe("/usr/bin/node");
    expect({ variables: variables.sort(), options: rest.slice(0, -1), script: path.relative(values("WorkingDirectory")[0], rest.at(-1)!) }).toEqual(npmStart);
  });

  it("leaves V8 its executable memory and keeps the hardening options", () => {
    // MemoryDenyWriteExecute=yes stops node at its first compiled function.
    expect(values("MemoryDenyWriteExecute")).toEqual([]);
    const keys = new Set(directives(unitText).map(([key]) => key));
    for (const key of ["User", "EnvironmentFile", "NoNewPrivileges", "ProtectSystem", "ProtectHome", "PrivateTmp", "PrivateDevices", "RestrictAddressFamilies", "StateDirectory"]) {
      expect(keys, key).toContain(key);
    }
  });
});

describe("systemctl reload (ExecReload)", () => {
  // systemd turns `$$` into `$` and runs the command with the settings of EnvironmentFile= and MAINPID.
  const command = /^\/bin\/sh -c '(.*)'$/.exec(values("ExecReload")[0])?.[1].replaceAll("$$", "$");

  /** Runs the reload against a stand-in main process; whether it got SIGHUP, and what the reload said. */
  async function reload(settings: Record<string, string>) {
    const main = spawn(process.execPath, ["-e", "process.on('SIGHUP', () => { console.log('SIGHUP'); process.exit(0); }); console.log('ready'); setTimeout(() => {}, 30000);"]);
    let heard = "";
    main.stdout.on("data", (chunk: Buffer) => (heard += chunk.toString()));
    await new Promise<void>((resolve) => main.stdout.once("data", () => resolve()));
    const result = await promisify(execFile)("/bin/sh", ["-c", command!], { env: childEnv({ PATH: process.env.PATH, MAINPID: String(main.pid), ...settings }) }).then(
      () => ({ code: 0, stderr: "" }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    main.kill("SIGKILL");
    return { ...result, signalled: heard.includes("SIGHUP") };
  }

  it("sends SIGHUP to the main process with several workers", async () => {
    expect(command).toBeTruthy();
    expect(await reload({ WEB_CONCURRENCY: "2" })).toEqual({ code: 0, stderr: "", signalled: true });
  });

  it("refuses with one process, which SIGHUP would end at once", async () => {
    const unset = await reload({});
    expect(unset).toMatchObject({ code: 1, signalled: false });
    expect(unset.stderr).toMatch(/use systemctl restart/);
    expect(await reload({ WEB_CONCURRENCY: "1" })).toMatchObject({ code: 1, signalled: false });
  });
});
