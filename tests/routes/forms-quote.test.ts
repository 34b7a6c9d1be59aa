import { delay, http, HttpResponse } from "msw";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visitForForms } from "~/lib/forms/visit.server";
import { honeypotInputProps } from "~/lib/honeypot.server";
import type { Outbox } from "../../server/outbox/outbox";
import { action } from "~/routes/quote";
import { apiReceipt, enquiries } from "../mocks/api/enquiries";
import { failure, type Calls } from "../mocks/api/stub";
import { API, upstream } from "../mocks/server";
import type { FormReply } from "~/lib/forms/form-reply";
import { newAddress, openTestOutbox, tempDir } from "./forms-fixtures";
import { callAction, postRequest } from "../support/route";

const valid = {
  name: " Asha Verma ",
  email: "asha@example.com",
  countryCode: "+91",
  phone: "98765-43210",
  service: "Social Media, Google Ads & SEO",
  message: "We need a launch campaign.",
  consent: "on",
};

const storage = tempDir();
let outbox: Outbox;

beforeAll(async () => {
  ({ outbox } = await openTestOutbox(storage.dir));
});
afterAll(async () => {
  await outbox.close();
  storage.remove();
});

function post(fields: Record<string, string>, headers: Record<string, string> = {}, ip = newAddress()) {
  return callAction<FormReply>(action, postRequest("/quote", fields, headers), {}, {
    cspNonce: "",
    clientIp: ip,
    outbox,
  });
}

interface Received {
  body: unknown;
  key: string | null;
  forwardedFor: string | null;
}

/** POST /enquiries storing each enquiry it receives. */
const acceptEnquiries = () => enquiries((call) => apiReceipt(call.order));

/** What the API received: each enquiry's body, idempotency key and the visitor's address. */
const receivedBy = (calls: Calls): Received[] =>
  calls.all.map((call) => ({
    body: call.body,
    key: call.headers.get("Idempotency-Key"),
    forwardedFor: call.headers.get("X-Forwarded-For"),
  }));

describe("quote action", () => {
  it("sends the enquiry the spec describes, with the campaign as meta.utm", async () => {
    const accepted = acceptEnquiries();
    const { data: reply, status } = await post(
      {
        ...valid,
        utm_source: "google",
        utm_campaign: "diwali",
        ref: "partner",
      },
      {},
      "198.51.100.7",
    );
    expect(status).toBe(200);
    expect(reply.outcome).toBe("sent");
    expect(reply.result.initialValue).toBeNull();
    const received = receivedBy(accepted);
    expect(received).toHaveLength(1);
    expect(received[0].body).toEqual({
      full_name: "Asha Verma",
      email: "asha@example.com",
      phone: "+919876543210",
      service: "Social Media, Google Ads & SEO",
      message: "We need a launch campaign.",
      meta: {
        utm: { utm_source: "google", utm_campaign: "diwali", ref: "partner" },
        form: "quote",
      },
      // No honeypot fields in this post: a page's form always has its timestamp, so that is a signal.
      signals: { honeypot: true },
    });
    expect(received[0].key).toMatch(/^[\x21-\x7e]{1,100}$/);
    expect(received[0].forwardedFor).toBe("198.51.100.7");
  });

  it("takes the campaign from the session when the form has none", async () => {
    const landing = await visitForForms(
      new Request("http://localhost/?utm_source=newsletter&utm_medium=email&other=1"),
    );
    const cookie = landing.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    expect(landing.utm).toEqual({
      utm_source: "newsletter",
      utm_medium: "email",
    });

    const accepted = acceptEnquiries();
    const { data: reply } = await post(valid, { Cookie: cookie });
    expect(reply.outcome).toBe("sent");
    const received = receivedBy(accepted);
    expect(received[0].body).toMatchObject({
      meta: { utm: { utm_source: "newsletter", utm_medium: "email" }, form: "quote" },
    });
  });

  it("answers bad input with 400, every message and the input kept", async () => {
    const { data: reply, status } = await post({
      name: "A",
      email: "nope",
      countryCode: "91",
      phone: "12",
      service: "",
      message: "hey",
    });
    expect(status).toBe(400);
    expect(reply.outcome).toBeUndefined();
    expect(reply.result.error).toEqual({
      name: ["Name is required and must be at least 2 characters."],
      email: ["Please enter a valid email address."],
      countryCode: ["Select a valid country code."],
      phone: ["Enter a valid phone number (6-15 digits)."],
      service: ["Please select a service."],
      message: ["If provided, message must be at least 5 characters."],
      consent: ["Please agree to the privacy policy to send your request."],
    });
    expect(reply.result.initialValue).toMatchObject({
      name: "A",
      email: "nope",
      phone: "12",
      message: "hey",
    });
  });

  it("says a 4xx refusal in the site's words, keeps the input and claims no success", async () => {
    enquiries(failure(422, "email is blocked"));
    const { data: reply, status } = await post(valid);
    expect(status).toBe(422);
    expect(reply.outcome).toBeUndefined();
    expect(reply.result.error?.[""]).toEqual(["Your message could not be accepted. Please check it and try again.", "Please retry or contact us at +91 73140 05678."]);
    expect(reply.result.initialValue).toMatchObject({
      email: "asha@example.com",
    });
    expect(await outbox.pending()).toHaveLength(0);
  });

  it("never shows the HTTP status text when the API gives no message", async () => {
    enquiries(new HttpResponse("nope", { status: 400, statusText: "Bad Request" }));
    const { data: reply } = await post(valid);
    expect(reply.result.error?.[""]).toEqual(["Your message could not be accepted. Please check it and try again.", "Please retry or contact us at +91 73140 05678."]);
  });

  it("keeps the enquiry in the outbox on a 500 and tells the visitor it was received", async () => {
    enquiries(failure(500, "database down"));
    const { data: reply, status } = await post({
      ...valid,
      email: "five-hundred@example.com",
    });
    expect(status).toBe(200);
    expect(reply.outcome).toBe("queued");
    const kept = (await outbox.pending()).find((row) =>
      JSON.stringify(row.payload).includes("five-hundred@example.com"),
    );
    expect(kept).toMatchObject({
      kind: "enquiry",
      attempts: 1,
      lastError: "database down",
    });
  });

  it("keeps the enquiry when the API cannot be reached, or answers too slowly", async () => {
    enquiries(HttpResponse.error());
    expect((await post({ ...valid, email: "network@example.com" })).data.outcome).toBe("queued");

    // Inline: a stub answers at once, and this API answers after the site has stopped waiting.
    upstream.use(
      http.post(`${API}/enquiries`, async () => {
        await delay(10_000);
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    expect((await post({ ...valid, email: "slow@example.com" })).data.outcome).toBe("queued");
    const emails = (await outbox.pending()).map((row) => (row.payload as { body: { email: string } }).body.email);
    expect(emails).toEqual(expect.arrayContaining(["network@example.com", "slow@example.com"]));
  }, 20_000);

  it("refuses a cross-site post with 403", async () => {
    const fromElsewhere = await post(valid, {
      Origin: "https://evil.example",
      "Sec-Fetch-Site": "cross-site",
    });
    expect(fromElsewhere.status).toBe(403);
    expect(fromElsewhere.data.result.error?.[""]?.[0]).toMatch(/only be sent from our own website/);
    expect((await post(valid, { Origin: "https://evil.example" })).status).toBe(403);
    expect((await post(valid, { Origin: "null" })).status).toBe(403);
  });

  it("accepts the site's own origin and a matching XSRF header, refuses a mismatched one", async () => {
    acceptEnquiries();
    expect((await post(valid, { Origin: "https://www.example.test" })).data.outcome).toBe("sent");
    expect(
      (
        await post(valid, {
          Cookie: "XSRF-TOKEN=abc123",
          "X-XSRF-TOKEN": "abc123",
        })
      ).data.outcome,
    ).toBe("sent");
    expect(
      (
        await post(valid, {
          Cookie: "XSRF-TOKEN=abc123",
          "X-XSRF-TOKEN": "abc124",
        })
      ).status,
    ).toBe(403);
    expect((await post(valid, { "X-XSRF-TOKEN": "abc123" })).status).toBe(403);
  });

  it("lets ten posts through per address, then answers 429 with a message and Retry-After", async () => {
    const ip = newAddress();
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof post>> | undefined;
    for (let i = 0; i < 12; i += 1) {
      last = await post({ name: "x" }, {}, ip);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
    expect(last!.data.result.error?.[""]).toEqual([
      "Too many submissions from your network. Please wait a few minutes and try again.",
    ]);
    expect(Number(last!.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(last!.data.result.initialValue).toMatchObject({ name: "x" });
    expect((await post({ name: "x" })).status).toBe(400);
  });

  it("hands a filled-in honeypot on as a spam signal and answers the usual success, so nothing vanishes", async () => {
    const accepted = acceptEnquiries();
    const { status, data: reply } = await post({
      ...valid,
      name__confirm: "I am a bot",
      from__confirm: honeypotInputProps().encryptedValidFrom,
    });
    expect(status).toBe(200);
    expect(reply.outcome).toBe("sent");
    const [received] = receivedBy(accepted);
    expect(received.body).toMatchObject({ email: "asha@example.com", signals: { honeypot: true, elapsed_ms: expect.any(Number) } });
  });

  it("tells the API how long after the page's render the form came back", async () => {
    const accepted = acceptEnquiries();
    const rendered = honeypotInputProps({ validFromTimestamp: Date.now() - 60_000 }).encryptedValidFrom;
    await post({ ...valid, name__confirm: "", from__confirm: rendered });
    const [received] = receivedBy(accepted);
    const signals = (received.body as { signals: { honeypot: boolean; elapsed_ms: number } }).signals;
    expect(signals.honeypot).toBe(false);
    expect(signals.elapsed_ms).toBeGreaterThanOrEqual(60_000);
  });

  it("sends the same key for the same form posted twice from one page, so the API keeps one", async () => {
    const rendered = honeypotInputProps().encryptedValidFrom;
    const accepted = acceptEnquiries();
    const page = { name__confirm: "", from__confirm: rendered };
    await post({ ...valid, ...page });
    await post({ ...valid, ...page });
    await post({ ...valid, ...page, message: "Something else entirely" });
    const received = receivedBy(accepted);
    expect(received).toHaveLength(3);
    expect(received[0].key).toBe(received[1].key);
    expect(received[2].key).not.toBe(received[0].key);
  });
});
