import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { importArchive } from "../../api/data/import";
import { queuedNotifications } from "../../server/mail/notifications";
import { MailQueue } from "../../server/mail/queue";
import { ARCHIVE_SECRET, type Engine, pgliteEngine, postgresEngine } from "./data/engines";
import { type TestServer, adminHeaders, json, startTestServer } from "./helpers";
import { PASSWORD, memberSession } from "./staff-helpers";

vi.setConfig({ testTimeout: 180_000 });

const work = mkdtempSync(path.join(os.tmpdir(), "data-secrets-"));
const serverUrl = process.env.TEST_DATABASE_URL;
const emptyTarget = (): Promise<Engine> => (serverUrl ? postgresEngine(serverUrl) : pgliteEngine());
const totpOf = (secret: string) => new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });
const INVITE_TOKEN = "invitation-token-in-a-mail-0123456789abcdef";

let source: TestServer;
let archive = "";
let totpSecret = "";
let webhookSecret = "";

/** A site with an owner signed in with two-factor, a webhook URL and an invitation mail waiting, exported by the running API. */
beforeAll(async () => {
  source = await startTestServer({ seed: false }, { directSql: true });
  const owner = await memberSession(source, "owner@agency.example", "owner");
  const setup = await json(await source.call("/staff/totp/setup", { method: "POST", headers: owner.headers }));
  totpSecret = setup.secret;
  const confirmed = await source.call("/staff/totp/confirm", { method: "POST", json: { code: totpOf(totpSecret).generate() }, headers: owner.headers });
  expect(confirmed.status).toBe(200);
  webhookSecret = "whsec_0123456789abcdef0123456789abcdef0123456789abcdef";
  await source.sql(`insert into webhook_endpoints (url, secret) values ('https://hooks.example.com/crm', $1)`, [webhookSecret]);
  const mail = await MailQueue.open({ dataDir: work, ...source.databaseOptions });
  const notifications = queuedNotifications(mail, { from: "website@agency.example", leadsTo: [], siteUrl: "https://agency.example" }, () => undefined);
  await notifications.staffLink("invite", "new@agency.example", `https://agency.example/console/welcome?token=${INVITE_TOKEN}`);
  await mail.close();

  const exported = await source.call("/admin/data/export", { headers: adminHeaders });
  expect(exported.status).toBe(200);
  archive = path.join(work, "site.tar.gz");
  writeFileSync(archive, Buffer.from(await exported.arrayBuffer()));
});

afterAll(async () => {
  await source?.close();
  await rm(work, { recursive: true, force: true });
});

/** Signs in on a site running on `target`'s database; answers the status. */
async function signInOn(target: Engine, body: Record<string, unknown>): Promise<number> {
  const site = await startTestServer({ seed: false, ...(target.pglite ? { pglite: target.pglite } : { databaseUrl: target.databaseUrl }) });
  try {
    return (await site.call("/staff/sessions", { method: "POST", json: { email: "owner@agency.example", password: PASSWORD, ...body } })).status;
  } finally {
    await site.close();
  }
}

describe("secrets in exports and backups (docs/data.md)", () => {
  it("are not in the archive in clear: no two-factor secret, no webhook secret, no invitation link", () => {
    const bytes = gunzipSync(readFileSync(archive)).toString("latin1");
    expect(bytes).toContain("owner@agency.example");
    expect(bytes).not.toContain(totpSecret);
    expect(bytes).not.toContain(webhookSecret);
    expect(bytes).not.toContain(INVITE_TOKEN);
    const manifest = JSON.parse(bytes.slice(bytes.indexOf("{"), bytes.indexOf("\n}\n") + 2));
    expect(manifest.secrets).toMatchObject({ cipher: "aes-256-gcm", kdf: "hkdf-sha256" });
    expect(manifest.secrets.columns).toEqual(expect.arrayContaining(["staff_members.totp_secret", "staff_members.totp_pending_secret", "webhook_endpoints.secret"]));
  });

  it("come back with the server's secret: two-factor sign-in works on the imported database, the webhook keeps its secret", async () => {
    const target = await emptyTarget();
    try {
      const summary = await importArchive(archive, target.sql, { secret: ARCHIVE_SECRET });
      expect(summary.redo).toEqual([]);
      expect(await target.sql.query("select secret from webhook_endpoints")).toEqual([{ secret: webhookSecret }]);
      expect(await signInOn(target, {})).toBe(401);
      expect(await signInOn(target, { code: totpOf(totpSecret).generate({ timestamp: Date.now() + 30_000 }) })).toBe(201);
    } finally {
      await target.close();
    }
  });

  it("with another server's secret, the import succeeds and says what must be redone", async () => {
    const target = await emptyTarget();
    try {
      const summary = await importArchive(archive, target.sql, { secret: "another-servers-secret-0123456789" });
      expect(summary.redo).toEqual([
        expect.stringMatching(/^Not restored: the archive's secrets were sealed with another server's secret/),
        expect.stringMatching(/^Two-factor sign-in was turned off for owner@agency\.example: /),
        expect.stringMatching(/^Each webhook URL got a new secret \(https:\/\/hooks\.example\.com\/crm\)/),
      ]);
      const [endpoint] = await target.sql.query<{ secret: string }>("select secret from webhook_endpoints");
      expect(endpoint.secret).toMatch(/^whsec_[0-9a-f]{48}$/);
      expect(endpoint.secret).not.toBe(webhookSecret);
      expect(await target.sql.query("select count(*)::int as n from staff_recovery_codes")).toEqual([{ n: 0 }]);
      expect(await signInOn(target, {})).toBe(201);
    } finally {
      await target.close();
    }
  });
});
