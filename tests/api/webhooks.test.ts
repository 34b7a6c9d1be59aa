import { createHmac, timingSafeEqual } from "node:crypto";
import { type IncomingHttpHeaders, type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type OpenDatabase, openDatabase } from "../../api/db/client";
import { WEBHOOK_MAX_ATTEMPTS, WebhookQueue } from "../../api/webhooks/queue";
import { WebhookWorker } from "../../api/webhooks/worker";
import { backfillWebhookAnswers } from "../../api/db/webhook-answers-backfill";
import type { Resolver } from "../../api/outbound/policy";
import { connectionAttemptsDuring } from "../support/connection-attempts";
import { type TestServer, json, startTestServer, validEnquiry } from "./helpers";
import { memberSession } from "./staff-helpers";

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real HTTP receiver on this machine, answering with the statuses it is given, then 200. */
class Receiver {
  received: Received[] = [];
  answers: number[] = [];
  /** Where a 3xx answer points. */
  location = "";
  private server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      this.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      const status = this.answers.shift() ?? 200;
      const headers = { "Content-Type": "text/plain", ...(status >= 300 && status < 400 ? { Location: this.location } : {}) };
      res.writeHead(status, headers).end(status === 200 ? "ok" : `busy, try later (${status}); internal build 4.2.1 on db-primary`);
    });
  });
  url = "";
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }
  close() {
    this.server.closeAllConnections();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
  events() {
    return this.received.map((request) => JSON.parse(request.body) as { id: string; type: string; lead: { id: number; status: string } });
  }
}

/** What a receiver does with the secret it was shown (docs/webhooks.md). */
function verify(secret: string, request: Received): boolean {
  const timestamp = String(request.headers["x-webhook-timestamp"]);
  const expected = `sha256=${createHmac("sha256", secret).update(`${timestamp}.${request.body}`).digest("hex")}`;
  const sent = Buffer.from(String(request.headers["x-webhook-signature"]));
  return sent.length === expected.length && timingSafeEqual(sent, Buffer.from(expected));
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
};

/** The development policy the receivers on this machine need; production's refuses them. */
const LOCAL = { allowPrivate: true };

let counter = 0;
const enquiry = (fields: Record<string, unknown> = {}) => {
  counter += 1;
  return { ...validEnquiry(), email: `hook${counter}@example.com`, message: `Webhook test ${counter}`, ...fields };
};

describe("webhooks delivered by the background worker", () => {
  let t: TestServer;
  let owner: { headers: Record<string, string> };
  let receiver: Receiver;
  let secret: string;

  beforeAll(async () => {
    t = await startTestServer({ seed: false, webhooks: { allowPrivateUrls: true } });
    owner = await memberSession(t, "owner@agency.example", "owner");
    receiver = new Receiver();
    await receiver.start();
    const added = await t.call("/staff/webhooks", { method: "POST", json: { url: receiver.url }, headers: owner.headers });
    expect(added.status).toBe(201);
    secret = (await json(added)).secret;
    expect(secret).toMatch(/^whsec_[0-9a-f]{48}$/);
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it("posts a new lead as signed JSON the receiver can verify", async () => {
    const created = await json(await t.call("/enquiries", { method: "POST", json: enquiry() }));
    await until(() => receiver.received.length >= 1);
    const [request] = receiver.received;
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers["x-webhook-event"]).toBe("lead.created");
    expect(Math.abs(Number(request.headers["x-webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(300);
    expect(verify(secret, request)).toBe(true);
    expect(verify("whsec_someone_else", request)).toBe(false);
    expect(verify(secret, { ...request, body: request.body.replace("Rahul", "Rahoul") })).toBe(false);
    expect(JSON.parse(request.body)).toMatchObject({ type: "lead.created", lead: { kind: "enquiry", id: created.id, name: "Rahul Gupta", status: "new" } });
  });

  it("posts status changes, nothing for spam, and a lead taken out of Spam as created", async () => {
    receiver.received = [];
    const created = await json(await t.call("/enquiries", { method: "POST", json: enquiry() }));
    await until(() => receiver.received.length >= 1);
    await t.call(`/staff/leads/enquiry/${created.id}/status`, { method: "POST", json: { status: "contacted" }, headers: owner.headers });
    const spam = await json(await t.call("/enquiries", { method: "POST", json: enquiry({ email: "bot@mailinator.com" }) }));
    expect(spam.spam).toBe(true);
    await until(() => receiver.received.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.events().map((event) => [event.type, event.lead.id])).toEqual([
      ["lead.created", created.id],
      ["lead.status_changed", created.id],
    ]);
    expect(receiver.events()[1]).toMatchObject({ from: "new", to: "contacted", lead: { status: "contacted" } });
    await t.call(`/staff/leads/enquiry/${spam.id}/not-spam`, { method: "POST", headers: owner.headers });
    await until(() => receiver.received.length >= 3);
    expect(receiver.events()[2]).toMatchObject({ type: "lead.created", lead: { id: spam.id, status: "new" } });
  });

  it("lists the deliveries with their answers, for owners only", async () => {
    const list = await json(await t.call("/staff/webhooks", { headers: owner.headers }));
    expect(list.data[0].deliveries[0]).toMatchObject({ state: "delivered", attempts: [{ attempt: 1, status_code: 200, result: "HTTP 200" }] });
    const sales = await memberSession(t, "sales@agency.example", "staff");
    expect((await t.call("/staff/webhooks", { headers: sales.headers })).status).toBe(403);
  });
});

describe("webhook URLs", () => {
  let t: TestServer;
  let owner: { headers: Record<string, string> };
  beforeAll(async () => {
    t = await startTestServer({ seed: false, webhooks: { deliver: false } });
    owner = await memberSession(t, "owner@agency.example", "owner");
  });
  afterAll(() => t.close());

  it.each([
    ["not a url", "Enter a full URL, starting with https://"],
    ["http://hooks.example.com/x", "A webhook URL must start with https://"],
    ["https://127.0.0.1/x", "A webhook URL must be a public address, not a local or private network one"],
    ["https://10.1.2.3/x", "A webhook URL must be a public address, not a local or private network one"],
    ["https://172.20.0.1/x", "A webhook URL must be a public address, not a local or private network one"],
    ["https://192.168.1.1/x", "A webhook URL must be a public address, not a local or private network one"],
    ["https://169.254.169.254/latest", "A webhook URL must be a public address, not a local or private network one"],
    ["https://[::1]/x", "A webhook URL must be a public address, not a local or private network one"],
    ["https://localhost/x", "A webhook URL must be a public address, not a local or private network one"],
    ["https://localhost./x", "A webhook URL must be a public address, not a local or private network one"],
    ["https://[::ffff:7f00:1]/x", "A webhook URL must be a public address, not a local or private network one"],
    ["https://[::ffff:a9fe:a9fe]/latest", "A webhook URL must be a public address, not a local or private network one"],
    ["https://[64:ff9b::a00:1]/x", "A webhook URL must be a public address, not a local or private network one"],
    ["https://100.64.0.1/x", "A webhook URL must be a public address, not a local or private network one"],
    ["https://198.18.0.1/x", "A webhook URL must be a public address, not a local or private network one"],
    ["https://[fec0::1]/x", "A webhook URL must be a public address, not a local or private network one"],
    ["https://0x7f.1/x", "A webhook URL must be a public address, not a local or private network one"],
    ["https://metadata.google.internal./computeMetadata/v1/", "A webhook URL must be a public address, not a local or private network one"],
    ["https://hooks.example.com:8443/x", "A webhook URL must use the standard https port (443): leave the port out"],
  ])("refuses %s in production with a clear 400", async (url, message) => {
    const response = await t.call("/staff/webhooks", { method: "POST", json: { url }, headers: owner.headers });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(message);
  });

  it("takes a public https URL, at most ten even when fifty are added at once, and removes one", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => t.call("/staff/webhooks", { method: "POST", json: { url: `https://hooks.example.com/${i}` }, headers: owner.headers })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(40);
    const [first] = (await json(await t.call("/staff/webhooks", { headers: owner.headers }))).data;
    expect((await t.call(`/staff/webhooks/${first.id}`, { method: "DELETE", headers: owner.headers })).status).toBe(204);
    expect((await t.call(`/staff/webhooks/${first.id}`, { method: "DELETE", headers: owner.headers })).status).toBe(404);
  });
});

describe("retries and exactly-once delivery", () => {
  let t: TestServer;
  let owner: { headers: Record<string, string> };
  let receiver: Receiver;
  let database: OpenDatabase;
  let now = new Date();
  const clock = () => now;
  const quiet = { info: () => {}, warn: () => {} };

  beforeAll(async () => {
    t = await startTestServer({ seed: false, webhooks: { allowPrivateUrls: true, deliver: false } }, { directSql: true });
    owner = await memberSession(t, "owner@agency.example", "owner");
    receiver = new Receiver();
    await receiver.start();
    await t.call("/staff/webhooks", { method: "POST", json: { url: receiver.url }, headers: owner.headers });
    database = await openDatabase(t.databaseOptions);
  });
  afterEach(() => {
    receiver.received = [];
  });
  afterAll(async () => {
    await database.close();
    await t.close();
    await receiver.close();
  });

  it("tries again with backoff after two failures and logs each answer", async () => {
    receiver.answers = [500, 503];
    const created = await json(await t.call("/enquiries", { method: "POST", json: enquiry() }));
    now = new Date(Date.now() + 1_000);
    const worker = new WebhookWorker(new WebhookQueue(database.db, clock), { policy: LOCAL, now: clock, log: quiet });
    expect(await worker.runOnce()).toEqual({ delivered: 0, retried: 1, failed: 0 });
    // Not due again until the backoff has passed.
    expect(await worker.runOnce()).toEqual({ delivered: 0, retried: 0, failed: 0 });
    now = new Date(now.getTime() + 5_001);
    expect(await worker.runOnce()).toEqual({ delivered: 0, retried: 1, failed: 0 });
    now = new Date(now.getTime() + 5_001);
    expect(await worker.runOnce()).toEqual({ delivered: 0, retried: 0, failed: 0 });
    now = new Date(now.getTime() + 5_000);
    expect(await worker.runOnce()).toEqual({ delivered: 1, retried: 0, failed: 0 });
    expect(new Set(receiver.events().map((event) => event.id)).size).toBe(1);
    expect(receiver.events()[0].lead.id).toBe(created.id);
    const [hook] = (await json(await t.call("/staff/webhooks", { headers: owner.headers }))).data;
    expect(hook.deliveries[0].attempts.map((attempt: { status_code: number; result: string }) => [attempt.status_code, attempt.result])).toEqual([
      [500, "HTTP 500"],
      [503, "HTTP 503"],
      [200, "HTTP 200"],
    ]);
  });

  it("logs only the class of each answer, never the receiver's body, and follows no redirect to an internal address", async () => {
    const internal = new Receiver();
    await internal.start();
    try {
      receiver.answers = [302];
      receiver.location = `${internal.url}/admin`;
      await t.call("/enquiries", { method: "POST", json: enquiry() });
      now = new Date(Date.now() + 1_000);
      const worker = new WebhookWorker(new WebhookQueue(database.db, clock), { policy: LOCAL, now: clock, log: quiet });
      expect(await worker.runOnce()).toEqual({ delivered: 0, retried: 1, failed: 0 });
      receiver.answers = [500];
      now = new Date(now.getTime() + 5_001);
      expect(await worker.runOnce()).toEqual({ delivered: 0, retried: 1, failed: 0 });
      expect(receiver.received).toHaveLength(2);
      expect(internal.received).toEqual([]);
      const answer = await t.call("/staff/webhooks", { headers: owner.headers });
      const text = await answer.text();
      const [hook] = JSON.parse(text).data;
      expect(hook.deliveries[0].attempts.map((attempt: { status_code: number; result: string }) => [attempt.status_code, attempt.result])).toEqual([
        [302, "redirect"],
        [500, "HTTP 500"],
      ]);
      expect(text).not.toMatch(/busy|internal build|db-primary/);
      const stored = await t.sql("select a.excerpt, d.last_error from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id");
      expect(JSON.stringify(stored)).not.toMatch(/busy|internal build|db-primary/);
      // Delivered at the third try, so the tests after this one find nothing pending.
      now = new Date(now.getTime() + 10_001);
      expect(await worker.runOnce()).toEqual({ delivered: 1, retried: 0, failed: 0 });
    } finally {
      await internal.close();
    }
  });

  it("turns answers logged before the classes into their class", async () => {
    const [{ id }] = await t.sql("select max(id) as id from webhook_deliveries");
    await t.sql(
      `insert into webhook_attempts (delivery_id, attempt, status_code, excerpt) values
         ($1, 11, 500, 'stack trace: at db-primary:5432'), ($1, 12, null, 'connect ECONNREFUSED 10.0.0.7:6379'),
         ($1, 13, 301, 'Moved to http://10.0.0.7/'), ($1, 14, 502, 'HTTP 502')`,
      [id],
    );
    await t.sql("update webhook_deliveries set last_status = null, last_error = 'connect ECONNREFUSED 10.0.0.7:6379' where id = $1", [id]);
    await backfillWebhookAnswers(database.db);
    await backfillWebhookAnswers(database.db);
    expect(await t.sql("select attempt, excerpt from webhook_attempts where delivery_id = $1 and attempt > 10 order by attempt", [id])).toEqual([
      { attempt: 11, excerpt: "HTTP 500" },
      { attempt: 12, excerpt: null },
      { attempt: 13, excerpt: "redirect" },
      { attempt: 14, excerpt: "HTTP 502" },
    ]);
    expect(await t.sql("select last_error from webhook_deliveries where id = $1", [id])).toEqual([{ last_error: null }]);
  });

  it("gives up after the last try and marks the delivery failed", async () => {
    receiver.answers = Array.from({ length: WEBHOOK_MAX_ATTEMPTS }, () => 500);
    await t.call("/enquiries", { method: "POST", json: enquiry() });
    now = new Date(Date.now() + 1_000);
    const worker = new WebhookWorker(new WebhookQueue(database.db, clock), { policy: LOCAL, now: clock, log: quiet });
    const outcomes = [];
    for (let i = 0; i < WEBHOOK_MAX_ATTEMPTS; i += 1) {
      outcomes.push(await worker.runOnce());
      now = new Date(now.getTime() + 11 * 60_000);
    }
    expect(outcomes.at(-1)).toEqual({ delivered: 0, retried: 0, failed: 1 });
    expect(receiver.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    const [hook] = (await json(await t.call("/staff/webhooks", { headers: owner.headers }))).data;
    expect(hook.deliveries[0].state).toBe("failed");
  });

  it("delivers each event once when two workers race for them", async () => {
    now = new Date(Date.now() + 24 * 60 * 60_000);
    const ids = [];
    for (let i = 0; i < 12; i += 1) ids.push((await json(await t.call("/enquiries", { method: "POST", json: enquiry() }))).id);
    const second = await openDatabase(t.databaseOptions);
    try {
      const one = new WebhookWorker(new WebhookQueue(database.db, clock), { policy: LOCAL, now: clock, log: quiet });
      const two = new WebhookWorker(new WebhookQueue(second.db, clock), { policy: LOCAL, now: clock, log: quiet });
      const [a, b] = await Promise.all([one.runOnce(), two.runOnce()]);
      expect(a.delivered + b.delivered).toBe(12);
    } finally {
      await second.close();
    }
    const eventIds = receiver.events().map((event) => event.id);
    expect(eventIds).toHaveLength(12);
    expect(new Set(eventIds).size).toBe(12);
    expect(receiver.events().map((event) => event.lead.id).sort((x, y) => x - y)).toEqual(ids);
  });
});

describe("deliveries under the production policy", () => {
  let t: TestServer;
  let owner: { headers: Record<string, string> };
  let database: OpenDatabase;
  const quiet = { info: () => {}, warn: () => {} };

  beforeAll(async () => {
    t = await startTestServer({ seed: false, webhooks: { deliver: false } }, { directSql: true });
    owner = await memberSession(t, "owner@agency.example", "owner");
    const added = await t.call("/staff/webhooks", { method: "POST", json: { url: "https://hooks.example.com/leads" }, headers: owner.headers });
    expect(added.status).toBe(201);
    database = await openDatabase(t.databaseOptions);
  });
  afterAll(async () => {
    await database.close();
    await t.close();
  });

  it("refuses a name that resolves to loopback before any connection is made, and fails the delivery at once", async () => {
    const asked: string[] = [];
    const resolve: Resolver = async (hostname) => {
      asked.push(hostname);
      return [{ address: "127.0.0.1", family: 4 }];
    };
    await t.call("/enquiries", { method: "POST", json: enquiry() });
    const clock = () => new Date(Date.now() + 1_000);
    const worker = new WebhookWorker(new WebhookQueue(database.db, clock), { policy: { allowPrivate: false, resolve }, now: clock, log: quiet });
    const { result, attempts } = await connectionAttemptsDuring(() => worker.runOnce());
    // Refused by policy is final: no retry can make the address public.
    expect(result).toEqual({ delivered: 0, retried: 0, failed: 1 });
    expect(asked).toEqual(["hooks.example.com"]);
    expect(attempts.filter((attempt) => attempt.port === 443)).toEqual([]);
    const [hook] = (await json(await t.call("/staff/webhooks", { headers: owner.headers }))).data;
    expect(hook.deliveries[0]).toMatchObject({ state: "failed", attempts: [{ attempt: 1, status_code: null, result: "refused" }] });
  });
});
