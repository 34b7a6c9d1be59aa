import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { freePort, stopProcess } from "./child-process";
import { seededDataDir } from "./data-template";

/**
 * A production server (build/server.js) with a database of its own, for a spec that changes
 * what every visitor sees (closing every opening): the suite's shared server, and specs running
 * beside this one, never see the change.
 */
export interface OwnServer {
  origin: string;
  stop(): Promise<void>;
}

/**
 * `env` adds to or overrides the server's settings, e.g. an API_BASE_URL nobody answers on;
 * `startWithinMs` is how long it may take to answer (a spec may allow more on a busy machine).
 */
export async function startOwnServer(adminToken: string, env: Record<string, string> = {}, startWithinMs = 60_000): Promise<OwnServer> {
  const dataDir = await seededDataDir("e2e-own-server-");
  const port = await freePort();
  // Mail on (to a port nobody answers: nothing is delivered), so the console looks as in production.
  const smtpPort = await freePort();
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, ["--enable-source-maps", "build/server.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), SITE_URL: origin, DATA_DIR: dataDir, ADMIN_TOKEN: adminToken,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEADS_NOTIFY_TO: "sales@agency.example",
      ...env,
    },
  });
  const stop = async () => {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + startWithinMs;
  while (Date.now() < deadline) {
    if (await fetch(`${origin}/robots.txt`).then((answer) => answer.ok, () => false)) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the server on ${origin} did not start within ${startWithinMs / 1000} s`);
}
