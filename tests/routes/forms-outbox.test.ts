import { HttpResponse } from "msw";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Outbox } from "../../server/outbox/outbox";
import { OutboxWorker } from "../../server/outbox/worker";
import { retryDelayMs } from "../../contract/backoff";
import { action } from "~/routes/quote";
import { countries } from "../mocks/api/countries";
import { enquiries } from "../mocks/api/enquiries";
import { failure } from "../mocks/api/stub";
import type { FormReply } from "~/lib/forms/form-reply";
import { manualClock, tempDir } from "./forms-fixtures";
import { callAction, postRequest } from "../support/route";

// One database for the file: a fresh PGlite takes seconds, a reopened one far less.
const storage = tempDir();
const clock = manualClock();
let outbox: Outbox;

beforeAll(async () => {
  outbox = await Outbox.open({ dataDir: storage.dir }, clock.now);
});
afterAll(async () => {
  await outbox.close();
  storage.remove();
});

const quiet = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

const enquiry = {
  name: "Outbox Tester",
  email: "outbox@example.com",
  countryCode: "+44",
  phone: "20 7946 0958",
  service: "Other service",
  consent: "on",
};

describe("the outbox", () => {
  it("keeps an enquiry through an outage and a restart, then delivers it once with the same key", async () => {
    countries([{ name: "United Kingdom", dial_code: "+44" }]);
    const outage = enquiries(HttpResponse.error());
    const request = postRequest("/quote", enquiry);
    const { data: reply } = await callAction<FormReply>(action, request, {}, {
      cspNonce: "",
      clientIp: "192.0.2.10",
      outbox,
    });
    expect(reply.outcome).toBe("queued");
    const firstKey = outage.last()?.headers.get("Idempotency-Key");
    expect(firstKey).toBeTruthy();

    // A restart: the same folder, a new instance.
    await outbox.close();
    outbox = await Outbox.open({ dataDir: storage.dir }, clock.now);
    const [pending] = await outbox.pending();
    expect(pending).toMatchObject({
      kind: "enquiry",
      idempotencyKey: firstKey,
      attempts: 1,
    });

    const worker = new OutboxWorker(outbox, { log: quiet });
    // Still down, and not due yet: nothing is tried before the first backoff.
    expect(await worker.runOnce()).toEqual({
      delivered: 0,
      retried: 0,
      failed: 0,
    });
    clock.advance(retryDelayMs(1));
    expect(await worker.runOnce()).toEqual({
      delivered: 0,
      retried: 1,
      failed: 0,
    });
    expect((await outbox.pending())[0].attempts).toBe(2);

    // The API is back.
    const delivered = enquiries();
    clock.advance(retryDelayMs(1));
    expect(await worker.runOnce()).toEqual({
      delivered: 0,
      retried: 0,
      failed: 0,
    });
    clock.advance(retryDelayMs(2));
    expect(await worker.runOnce()).toEqual({
      delivered: 1,
      retried: 0,
      failed: 0,
    });
    clock.advance(retryDelayMs(10));
    expect(await worker.runOnce()).toEqual({
      delivered: 0,
      retried: 0,
      failed: 0,
    });

    const deliveries = delivered.all.map((call) => ({
      key: call.headers.get("Idempotency-Key"),
      body: call.body,
      forwardedFor: call.headers.get("X-Forwarded-For"),
    }));
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toEqual({
      key: firstKey,
      forwardedFor: "192.0.2.10",
      body: {
        full_name: "Outbox Tester",
        email: "outbox@example.com",
        phone: "+442079460958",
        service: "Other service",
        message: "",
        meta: { utm: {}, form: "quote" },
        // What the site saw of the form, for the API's spam check (a hand-made post: no timestamp).
        signals: { honeypot: true },
      },
    });
    expect(await outbox.pending()).toHaveLength(0);
    expect((await outbox.find(firstKey!))?.deliveredAt).toBeInstanceOf(Date);
  }, 90_000);

  it("backs off from 5 s, doubling, to at most 10 minutes", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(retryDelayMs)).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 320_000, 600_000, 600_000,
    ]);
  });

  it("gives up on an item the API refuses on purpose, and says so in the log", async () => {
    await outbox.add(
      {
        kind: "enquiry",
        idempotencyKey: "refused-1",
        payload: {
          body: {
            full_name: "X",
            email: "x@example.com",
            phone: "+911234567",
            service: "Other service",
          },
        },
      },
      "The API could not be reached",
    );
    enquiries(failure(400, "phone is not valid"));
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const worker = new OutboxWorker(outbox, { log });
    clock.advance(retryDelayMs(1));
    expect(await worker.runOnce()).toEqual({
      delivered: 0,
      retried: 0,
      failed: 1,
    });
    clock.advance(retryDelayMs(10));
    expect(await worker.runOnce()).toEqual({
      delivered: 0,
      retried: 0,
      failed: 0,
    });
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining("phone is not valid"));
    const row = await outbox.find("refused-1");
    expect(row).toMatchObject({
      lastError: "phone is not valid",
      deliveredAt: null,
    });
    expect(row?.failedAt).toBeInstanceOf(Date);
  });

  it("does not send again what a backend took with a 2xx but no receipt, and logs it", async () => {
    await outbox.add(
      { kind: "enquiry", idempotencyKey: "no-receipt-1", payload: { body: { full_name: "Y", email: "y@example.com", phone: "+911234567", service: "Other service" } } },
      "The API could not be reached",
    );
    const sent = enquiries(new HttpResponse("<html>ok</html>", { status: 200, headers: { "Content-Type": "text/html" } }));
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const worker = new OutboxWorker(outbox, { log });
    clock.advance(retryDelayMs(1));
    expect(await worker.runOnce()).toEqual({ delivered: 0, retried: 0, failed: 1 });
    clock.advance(retryDelayMs(10));
    await worker.runOnce();
    expect(sent.all).toHaveLength(1);
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining("not a receipt"));
  });

  it("keeps one row per key and retries a rate-limited answer rather than dropping it", async () => {
    const body = {
      full_name: "Y",
      email: "y@example.com",
      phone: "+911234567",
      service: "Other service",
    };
    await outbox.add({ kind: "enquiry", idempotencyKey: "busy-1", payload: { body } }, "timed out");
    await outbox.add({ kind: "enquiry", idempotencyKey: "busy-1", payload: { body } }, "timed out");
    expect((await outbox.pending()).filter((row) => row.idempotencyKey === "busy-1")).toHaveLength(1);
    enquiries(failure(429, "Too many requests"));
    const worker = new OutboxWorker(outbox, { log: quiet });
    clock.advance(retryDelayMs(1));
    expect(await worker.runOnce()).toEqual({
      delivered: 0,
      retried: 1,
      failed: 0,
    });
    expect(await outbox.find("busy-1")).toMatchObject({
      attempts: 2,
      lastError: "Too many requests",
      failedAt: null,
    });
  });
});

// Runs where a PostgreSQL server is given, e.g. TEST_DATABASE_URL="$(bash scripts/postgres-test.sh start)".
describe.runIf(process.env.TEST_DATABASE_URL)("the outbox on PostgreSQL", () => {
  it("migrates beside the API's tables and never hands one row to two instances at once", async () => {
    const databaseUrl = process.env.TEST_DATABASE_URL!;
    const later = manualClock(Date.now() + 60_000);
    const [first, second] = await Promise.all([
      Outbox.open({ dataDir: storage.dir, databaseUrl }, later.now),
      Outbox.open({ dataDir: storage.dir, databaseUrl }, later.now),
    ]);
    try {
      const key = `pg-${Date.now()}-${Math.random()}`;
      const body = { full_name: "Z", email: "z@example.com", phone: "+911234567", service: "Other service" };
      await first.add({ kind: "enquiry", idempotencyKey: key, payload: { body } }, "timed out");
      later.advance(retryDelayMs(1));
      const claims = await Promise.all([first.claimDue(1_000), second.claimDue(1_000)]);
      expect(claims.flat().filter((row) => row.idempotencyKey === key)).toHaveLength(1);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it("delivers each row exactly once when two instances' workers drain the same table", async () => {
    const databaseUrl = process.env.TEST_DATABASE_URL!;
    const later = manualClock(Date.now() + 120_000);
    // Two instances, as two processes would have them: each its own pool on the same database.
    const [first, second] = await Promise.all([
      Outbox.open({ dataDir: storage.dir, databaseUrl }, later.now),
      Outbox.open({ dataDir: storage.dir, databaseUrl }, later.now),
    ]);
    try {
      const run = `drain-${Date.now()}-${Math.random()}`;
      const keys = Array.from({ length: 40 }, (_, i) => `${run}-${i}`);
      const body = { full_name: "Z", email: "z@example.com", phone: "+911234567", service: "Other service" };
      for (const key of keys) await first.add({ kind: "enquiry", idempotencyKey: key, payload: { body } }, "timed out");
      later.advance(retryDelayMs(1));

      const delivered: string[] = [];
      const deliver = async (row: { idempotencyKey: string }) => {
        // A slow API, so both workers' rounds overlap.
        await new Promise((resolve) => setTimeout(resolve, 5));
        delivered.push(row.idempotencyKey);
      };
      const workers = [first, second].map((outbox) => new OutboxWorker(outbox, { deliver, log: quiet }));
      const perWorker = [0, 0];
      for (let round = 0; round < 5; round += 1) {
        const counts = await Promise.all(workers.map((worker) => worker.runOnce()));
        counts.forEach(({ delivered: n }, i) => (perWorker[i] += n));
      }

      const ours = delivered.filter((key) => key.startsWith(run));
      expect(ours.sort()).toEqual([...keys].sort());
      // Both took part: the rounds really ran side by side.
      expect(perWorker.every((n) => n > 0)).toBe(true);
      expect((await first.pending()).filter((row) => row.idempotencyKey.startsWith(run))).toEqual([]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
