import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import type { Manifest } from "./manifest";
import type { Sql } from "./sql";

/**
 * Secrets inside an archive (two-factor secrets, webhook secrets) are sealed with a key derived
 * from the server's own secret (SESSION_SECRET, or the one generated in DATA_DIR): an archive
 * copied off the machine, or downloaded, gives away none of them. docs/data.md, "Secrets".
 *
 * key   = HKDF-SHA256(server secret as UTF-8, salt = 16 random bytes of the archive, info = KEY_INFO), 32 bytes
 * check = HKDF-SHA256(same secret, same salt, info = CHECK_INFO), 32 bytes, hex: tells an import whether its secret is the one
 * value = "sealed:v1:" + base64url(12-byte IV ‖ AES-256-GCM ciphertext ‖ 16-byte tag), with "<table>.<column>" as the associated data
 */
const KEY_INFO = "site-archive secrets v1";
const CHECK_INFO = "site-archive key check v1";
const SEALED = "sealed:v1:";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type ArchiveSecrets = NonNullable<Manifest["secrets"]>;

export interface SealingKey {
  key: Buffer;
  manifest: ArchiveSecrets;
}

const derive = (serverSecret: string, salt: Buffer, info: string) => Buffer.from(hkdfSync("sha256", Buffer.from(serverSecret, "utf8"), salt, info, 32));

/** A fresh key for one archive; its salt and check go into the manifest, never the key. */
export function sealingKey(serverSecret: string, columns: string[]): SealingKey {
  const salt = randomBytes(16);
  return {
    key: derive(serverSecret, salt, KEY_INFO),
    manifest: {
      cipher: "aes-256-gcm",
      kdf: "hkdf-sha256",
      salt: salt.toString("base64url"),
      check: derive(serverSecret, salt, CHECK_INFO).toString("hex"),
      columns,
    },
  };
}

/** The archive's key, when `serverSecret` is the secret it was sealed with; null otherwise. */
export function openingKey(serverSecret: string | undefined, secrets: ArchiveSecrets): Buffer | null {
  if (!serverSecret) return null;
  const salt = Buffer.from(secrets.salt, "base64url");
  const check = derive(serverSecret, salt, CHECK_INFO);
  const expected = Buffer.from(secrets.check, "hex");
  if (expected.length !== check.length || !timingSafeEqual(check, expected)) return null;
  return derive(serverSecret, salt, KEY_INFO);
}

export function seal(key: Buffer, column: string, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(column, "utf8"));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return SEALED + Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
}

/** The plain value, or null when it is not a sealed value of this column under this key (altered, or moved). */
export function unseal(key: Buffer, column: string, value: string): string | null {
  if (!value.startsWith(SEALED)) return null;
  const bytes = Buffer.from(value.slice(SEALED.length), "base64url");
  if (bytes.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(column, "utf8"));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/**
 * The columns sealed in an archive, from the catalogue: every text column named `secret` or
 * ending in `_secret` (totp_secret, totp_pending_secret, webhook_endpoints.secret), so one a later
 * migration adds is sealed without a change here. As "table.column".
 */
export async function secretColumns(db: Sql): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select c.relname || '.' || a.attname as name
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
        and a.atttypid = 'text'::regtype and (a.attname = 'secret' or a.attname like '%\\_secret')
      order by 1`,
  );
  return rows.map((row) => row.name);
}
