import { newWebhookSecret } from "../webhooks/signing";
import { openingKey, unseal } from "./archive-secrets";
import { ArchiveError, type Manifest } from "./manifest";
import type { Sql } from "./sql";

/** Opens the archive's sealed secrets as its rows load, or, without the key, does what can be done instead. */
export interface SecretsRestorer {
  /** One row as written in the archive, its secrets opened (or replaced) for loading. */
  line(table: string, line: string): string;
  /** After every row is in, inside the import's transaction. */
  afterLoad(db: Sql): Promise<void>;
  /** What the person importing must redo, in sentences; none when every secret was opened. */
  redo(): string[];
}

type Row = Record<string, unknown>;

/**
 * Restores secrets when the import runs with the server secret the archive was sealed with.
 * Otherwise (another server's secret, or none) the import still succeeds: two-factor is turned off
 * for the members who had it (their recovery codes go too) and each webhook URL gets a new secret;
 * redo() says so, naming them. A sealed value that does not open with the right key is damage.
 */
export function secretsRestorer(manifest: Manifest, serverSecret: string | undefined): SecretsRestorer {
  const sealed = new Map<string, string[]>();
  for (const name of manifest.secrets?.columns ?? []) {
    const [table, column] = name.split(".");
    sealed.set(table, [...(sealed.get(table) ?? []), column]);
  }
  const key = manifest.secrets ? openingKey(serverSecret, manifest.secrets) : null;
  const twoFactorOff: Array<{ id: number; email: string }> = [];
  const newSecrets: string[] = [];
  const cleared = new Set<string>();

  const withoutKey = (table: string, column: string, row: Row) => {
    if (table === "staff_members" && column === "totp_secret") {
      twoFactorOff.push({ id: Number(row.id), email: String(row.email) });
      row.totp_last_step = null;
    } else if (table === "webhook_endpoints" && column === "secret") {
      row.secret = newWebhookSecret();
      newSecrets.push(String(row.url));
      return;
    } else if (!(table === "staff_members" && column === "totp_pending_secret")) {
      cleared.add(`${table}.${column}`);
    }
    row[column] = null;
  };

  return {
    line(table, line) {
      const columns = sealed.get(table);
      if (!columns) return line;
      const row = JSON.parse(line) as Row;
      for (const column of columns) {
        const value = row[column];
        if (typeof value !== "string") continue;
        if (!key) {
          withoutKey(table, column, row);
          continue;
        }
        const plain = unseal(key, `${table}.${column}`, value);
        if (plain === null) throw new ArchiveError(`The archive is damaged: a sealed secret in ${table}.${column} does not open with the archive's key.`);
        row[column] = plain;
      }
      return JSON.stringify(row);
    },
    async afterLoad(db) {
      if (twoFactorOff.length === 0) return;
      // Recovery codes stand in for a two-factor code; with two-factor off they are meaningless.
      await db.query("delete from public.staff_recovery_codes where staff_id = any($1::int[])", [twoFactorOff.map((member) => member.id)]);
    },
    redo() {
      const why = "the archive's secrets were sealed with another server's secret (SESSION_SECRET, or DATA_DIR/session-secret); import with that one to keep them";
      const lines: string[] = [];
      if (twoFactorOff.length) {
        lines.push(`Two-factor sign-in was turned off for ${twoFactorOff.map((member) => member.email).join(", ")}: each signs in with their password and turns it on again on their account page (their recovery codes were removed).`);
      }
      if (newSecrets.length) {
        lines.push(`Each webhook URL got a new secret (${newSecrets.join(", ")}): copy it from Settings → Webhooks into the receiver, or its signatures will not check.`);
      }
      if (cleared.size) lines.push(`These secrets were left empty: ${[...cleared].join(", ")}.`);
      return lines.length ? [`Not restored: ${why}.`, ...lines] : [];
    },
  };
}
