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
  const file = path.resolve(env.DATA_DIR, "session-secret");
  try {
    secrets = [fs.readFileSync(file, "utf8").trim()];
  } catch {
    const created = crypto.randomBytes(32).toString("base64url");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, created, { mode: 0o600 });
    secrets = [created];
  }
  return secrets;
}

export function isSecureSite(): boolean {
  return getEnv().SITE_URL.startsWith("https://");
}
