import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, adminHeaders, json, startTestServer, validEnquiry } from "./helpers";

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  await t?.close();
});

const send = (body: unknown, headers: Record<string, string> = {}) =>
  t.call("/enquiries", { method: "POST", json: body, headers });

async function totalEnquiries(): Promise<number> {
  return (await json(await t.call("/enquiries?per_page=1", { headers: adminHeaders }))).total;
}

describe("POST /api/enquiries", () => {
  it("stores an enquiry and shows it to the agency with the admin token only", async () => {
    const response = await send(validEnquiry());
    expect(response.status).toBe(201);
    const receipt = await json(response);
    expect(receipt).toEqual({ id: expect.any(Number), message: "Enquiry received", received_at: expect.any(String), spam: false });
    expect(Math.abs(Date.parse(receipt.received_at) - Date.now())).toBeLessThan(60_000);

    const withoutToken = await t.call("/enquiries");
    expect(withoutToken.status).toBe(401);
    expect((await json(withoutToken)).message).toEqual(expect.any(String));
    expect(JSON.stringify(await t.call("/enquiries").then((r) => r.json()))).not.toContain("Rahul");

    const listed = await json(await t.call("/enquiries", { headers: adminHeaders }));
    expect(listed.data[0]).toEqual({
      id: receipt.id,
      full_name: "Rahul Gupta",
      email: "rahul.gupta@example.com",
      phone: "+919876543210",
      service: "Custom Web & Mobile App Development",
      message: "We need an ordering app for our restaurants.",
      meta: { utm: { utm_source: "google", utm_medium: "cpc", utm_campaign: "brand" } },
      received_at: receipt.received_at,
    });
  });

  it("accepts the contact form's shape: no message, no meta, a spaced phone number", async () => {
    const { message: _message, meta: _meta, ...contact } = validEnquiry();
    const response = await send({ ...contact, phone: "+91 98765-43210", message: "" });
    expect(response.status).toBe(201);
    const listed = await json(await t.call("/enquiries?per_page=1", { headers: adminHeaders }));
    expect(listed.data[0]).toMatchObject({ phone: "+919876543210", message: null, meta: {} });
  });

  it("pages newest first with page, per_page and total", async () => {
    for (let i = 0; i < 5; i += 1) await send({ ...validEnquiry(), full_name: `Paged ${i}` });
    const total = await totalEnquiries();
    const first = await json(await t.call("/enquiries?page=1&per_page=2", { headers: adminHeaders }));
    expect(first).toMatchObject({ page: 1, per_page: 2, total });
    expect(first.data.map((e: { full_name: string }) => e.full_name)).toEqual(["Paged 4", "Paged 3"]);
    const second = await json(await t.call("/enquiries?page=2&per_page=2", { headers: adminHeaders }));
    expect(second.data.map((e: { full_name: string }) => e.full_name)).toEqual(["Paged 2", "Paged 1"]);
    const beyond = await json(await t.call("/enquiries?page=999&per_page=2", { headers: adminHeaders }));
    expect(beyond).toMatchObject({ data: [], page: 999, total });
    const defaults = await json(await t.call("/enquiries", { headers: adminHeaders }));
    expect(defaults).toMatchObject({ page: 1, per_page: 20 });

    for (const query of ["page=0", "page=abc", "per_page=0", "per_page=101", "page=1.5"]) {
      const response = await t.call(`/enquiries?${query}`, { headers: adminHeaders });
      expect(response.status, query).toBe(400);
      expect((await json(response)).message).toMatch(/^(page|per_page) /);
    }
  });
});

describe("Idempotency-Key", () => {
  it("replays the first answer for a repeated key and stores nothing new", async () => {
    const before = await totalEnquiries();
    const headers = { "Idempotency-Key": "outbox-delivery-0001" };
    const first = await send(validEnquiry(), headers);
    expect(first.status).toBe(201);
    const firstBody = await json(first);
    const second = await send(validEnquiry(), headers);
    expect(second.status).toBe(200);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await json(second)).toEqual(firstBody);
    expect(await totalEnquiries()).toBe(before + 1);
  });

  it("stores exactly one enquiry when retries with one key race", async () => {
    const before = await totalEnquiries();
    const headers = { "Idempotency-Key": "outbox-delivery-race" };
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(validEnquiry(), headers)));
    const bodies = await Promise.all(answers.map((answer) => json(answer)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(bodies.map((body) => body.id)).size).toBe(1);
    expect(await totalEnquiries()).toBe(before + 1);
  });

  it("treats different keys as different deliveries", async () => {
    const before = await totalEnquiries();
    await send(validEnquiry(), { "Idempotency-Key": "key-a" });
    await send(validEnquiry(), { "Idempotency-Key": "key-b" });
    expect(await totalEnquiries()).toBe(before + 2);
  });

  it("refuses a key reused for a different enquiry, and a malformed key", async () => {
    await send(validEnquiry(), { "Idempotency-Key": "reused-key" });
    const before = await totalEnquiries();
    const reused = await send({ ...validEnquiry(), full_name: "Someone Else" }, { "Idempotency-Key": "reused-key" });
    expect(reused.status).toBe(422);
    expect((await json(reused)).message).toMatch(/Idempotency-Key/);
    const tooLong = await send(validEnquiry(), { "Idempotency-Key": "k".repeat(101) });
    expect(tooLong.status).toBe(400);
    expect((await json(tooLong)).message).toMatch(/^Idempotency-Key/);
    expect(await totalEnquiries()).toBe(before);
  });

  it("does not spend a key on a rejected request", async () => {
    const headers = { "Idempotency-Key": "first-try-invalid" };
    expect((await send({ ...validEnquiry(), email: "nope" }, headers)).status).toBe(400);
    expect((await send(validEnquiry(), headers)).status).toBe(201);
  });
});

describe("bad enquiries get a 4xx with a clear message and store nothing", () => {
  it("rejects broken JSON with 400", async () => {
    const before = await totalEnquiries();
    const response = await t.call("/enquiries", {
      method: "POST",
      body: '{"full_name": "Rahul", ',
      headers: { "Content-Type": "application/json" },
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ message: "Request body is not valid JSON" });
    expect(await totalEnquiries()).toBe(before);
  });

  it("rejects a body that is not JSON with 415", async () => {
    const response = await t.call("/enquiries", {
      method: "POST",
      body: "full_name=Rahul&email=r%40example.com",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(415);
    expect((await json(response)).message).toMatch(/JSON/);
  });

  it("names the missing or wrongly typed field", async () => {
    const before = await totalEnquiries();
    const base = validEnquiry();
    const cases: Array<[unknown, string]> = [
      [{ ...base, full_name: undefined }, "full_name is required"],
      [{ ...base, email: undefined }, "email is required"],
      [{ ...base, phone: undefined }, "phone is required"],
      [{ ...base, service: undefined }, "service is required"],
      [{ ...base, full_name: 12345 }, "full_name must be a string"],
      [{ ...base, full_name: "  " }, "full_name must not be empty"],
      [{ ...base, email: "not-an-email" }, "email must be a valid email address"],
      [{ ...base, email: ["a@b.co"] }, "email must be a string"],
      [{ ...base, phone: "9876543210" }, expect.stringMatching(/^phone must be an international number/)],
      [{ ...base, phone: "+91abc" }, expect.stringMatching(/^phone must be an international number/)],
      [{ ...base, phone: 919876543210 }, "phone must be a string"],
      [{ ...base, message: { text: "hi" } }, "message must be a string"],
      [{ ...base, meta: "utm" }, "meta must be an object"],
      [{ ...base, meta: { utm: { utm_source: 5 } } }, "meta.utm.utm_source must be a string"],
      [{ ...base, meta: { utm: { ref: "r".repeat(201) } } }, "meta.utm.ref must be at most 200 characters"],
      [null, "Request body must be a JSON object"],
      [[base], "Request body must be an object"],
    ];
    for (const [body, message] of cases) {
      const response = await send(body);
      expect(response.status, JSON.stringify(body)?.slice(0, 80)).toBe(400);
      const answer = await json(response);
      expect(answer.message).toEqual(message);
      if (body) expect(answer.errors[0]).toEqual({ field: expect.any(String), message: answer.message });
    }
    expect(await totalEnquiries()).toBe(before);
  });

  it("refuses NUL characters, which the database cannot store, with 400", async () => {
    const before = await totalEnquiries();
    const inName = await send({ ...validEnquiry(), full_name: "Rahul\u0000Gupta" });
    expect(inName.status).toBe(400);
    expect((await json(inName)).message).toBe("full_name must not contain NUL characters");
    const inUtm = await send({ ...validEnquiry(), meta: { utm: { utm_source: "x\u0000" } } });
    expect((await json(inUtm)).message).toBe("meta.utm.utm_source must not contain NUL characters");
    const inKey = await send({ ...validEnquiry(), meta: { "\u0000": "x" } });
    expect(inKey.status).toBe(400);
    expect(await totalEnquiries()).toBe(before);
  });

  it("refuses a name or service with CR/LF or another control character (400, naming the field), and keeps a message's lines", async () => {
    const before = await totalEnquiries();
    for (const [field, value] of [
      ["full_name", "Rahul Gupta\r\nBcc: list@spam.example"],
      ["full_name", "Rahul\u001bGupta"],
      ["full_name", "Rahul\u0085Gupta"],
      ["service", "Other service\nX-Injected: 1"],
    ]) {
      const response = await send({ ...validEnquiry(), [field]: value });
      expect(response.status, JSON.stringify(value)).toBe(400);
      expect((await json(response)).message).toBe(`${field} must be one line, without control characters`);
    }
    expect(await totalEnquiries()).toBe(before);
    const lines = await send({ ...validEnquiry(), message: "Line one\r\nLine two\twith a tab" });
    expect(lines.status).toBe(201);
  });

  it("lists every problem at once for a form to mark", async () => {
    const response = await send({ full_name: "", email: "x" });
    const answer = await json(response);
    expect(answer.errors.map((error: { field: string }) => error.field).sort()).toEqual(
      ["email", "full_name", "phone", "service"].sort(),
    );
  });

  it("rejects over-long fields with 400 and 1 MB strings with 413", async () => {
    const before = await totalEnquiries();
    const long = await send({ ...validEnquiry(), message: "m".repeat(2001) });
    expect(long.status).toBe(400);
    expect((await json(long)).message).toBe("message must be at most 2000 characters");
    const longName = await send({ ...validEnquiry(), full_name: "n".repeat(101) });
    expect((await json(longName)).message).toBe("full_name must be at most 100 characters");

    const huge = await send({ ...validEnquiry(), message: "m".repeat(1024 * 1024) });
    expect(huge.status).toBe(413);
    expect((await json(huge)).message).toMatch(/too large/);
    expect(await totalEnquiries()).toBe(before);
  });
});
