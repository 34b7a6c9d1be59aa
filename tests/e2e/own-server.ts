import { freePort, startBuiltServer } from "./child-process";
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
  // Mail on (to a port nobody answers: nothing is delivered), so the console looks as in production.
  const smtpPort = await freePort();
  return startBuiltServer({
    label: "a server of the spec's own",
    dataDir: await seededDataDir("e2e-own-server-"),
    env: { ADMIN_TOKEN: adminToken, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, LEADS_NOTIFY_TO: "sales@agency.example", ...env },
    startWithinMs,
    removeDataDir: true,
  });
}
