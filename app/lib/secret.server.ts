import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getEnv } from "./env.server";

let secrets: string[] | undefined;

/**
 * Secrets for signed cookies: SESSION_SECRET, or a random one created once and kept in
 * DATA_DIR, so visitors keep their sessions across restarts without any setup. A throwaway
 * database ("memory://…") gets a throwaway secret: nothing of it may land on disk, least of all
 * in a folder named after the URL.
 */
export function cookieSecrets(): string[] {
  if (secrets) return secrets;
  const env = getEnv();
  if (env.SESSION_SECRET) {
    secrets = [env.SESSION_SECRET];
    return secrets;
  }
  if (env.DATA_DIR.startsWith("memory://")) {
    secrets = [crypto.randomBytes(32).toString("base64url")];
    return secrets;
  }
  const stored = storedSessionSecret(env.DATA_DIR);
  if (stored) {
    secrets = [stored];
    return secrets;
  }
  const created = crypto.randomBytes(32).toString("base64url");
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  fs.writeFileSync(sessionSecretFile(env.DATA_DIR), created, { mode: 0o600 });
  secrets = [created];
  return secrets;
}

const sessionSecretFile = (dataDir: string) => path.resolve(dataDir, "session-secret");

/**
 * The secret generated earlier in a data folder, read and never created: `npm run data:import`
 * opens an archive's sealed secrets with the server's secret (docs/data.md) and must leave no folder
 * behind when it refuses.
 */
export function storedSessionSecret(dataDir: string): string | undefined {
  try {
    return fs.readFileSync(sessionSecretFile(dataDir), "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

export function isSecureSite(): boolean {
  return getEnv().SITE_URL.startsWith("https://");
}
