import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActionFunctionArgs } from "@remix-run/node";
import { PAGE_FORM_MAX_BYTES } from "~/lib/http/read-form.server";
import { action as postPageAction } from "~/routes/blog.$slug";
import { action as careerAction } from "~/routes/career";
import { action as contactAction } from "~/routes/contact";
import { action as homeAction } from "~/routes/_index";
import { action as quoteAction } from "~/routes/quote";
import { action as notFoundAction } from "~/routes/$";
import { type TestServer, adminHeaders, startTestServer } from "./helpers";

/**
 * A few hundred malformed posts to every page action (/home, /contact-us and /get-a-quote are
 * aliases in app/routes.ts of the modules below) and every API route: wrong and missing
 * content types, broken multipart, invalid UTF-8, duplicated and random fields, huge values.
 * None may answer 5xx, and the server must still answer afterwards. Seeded, so a failure
 * repeats; bounded, and on loopback only.
 */
let t: TestServer;

beforeAll(async () => {
  // Limits off: the point is to reach the parsers and handlers, not the 429 in front of them.
  t = await startTestServer();
  process.env.API_BASE_URL = `${t.baseUrl}/api`;
  process.env.SESSION_SECRET ??= "fuzz-test-session-secret-0123456789";
});

afterAll(async () => {
  await t?.close();
});

/** mulberry32: small, seeded, good enough to pick cases. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}

const FIELD_NAMES = [
  "intent", "blogId", "commentId", "name", "comment", "anonymous", "email", "fullName", "full_name", "phone",
  "countryCode", "position", "service", "message", "consent", "cover", "resume", "blog_id", "content", "title",
  "slug", "tags", "name__confirm", "from__confirm", "utm_source", "__proto__", "constructor", "",
];
const INTENTS = ["comment", "like", "like-comment", "delete-comment", "", "drop table"];
const BOUNDARY = "----fuzzboundary7MA4YWxkTrZu0gW";

type Body = { contentType: string | null; bytes: Uint8Array<ArrayBuffer> };

function makeBody(rng: ReturnType<typeof random>): Body {
  const text = (size: number) => "x".repeat(size);
  const value = (): string =>
    rng.pick([
      () => "",
      () => "1",
      () => "-1",
      () => "99999999999999999999",
      () => INTENTS[rng.int(INTENTS.length)]!,
      () => "a\u0000b",
      () => "\ud800",
      () => "<script>alert(1)</script>",
      () => text(rng.pick([300, 5_000, 70_000])),
      () => "Ravi Kumar",
      () => "ravi@example.com",
    ])();
  const fields = (): Array<[string, string]> =>
    Array.from({ length: 1 + rng.int(8) }, () => [rng.pick(FIELD_NAMES), value()] as [string, string]);
  const encode = (input: string) => new TextEncoder().encode(input);
  const invalidUtf8 = () => new Uint8Array([0x69, 0x6e, 0x74, 0x65, 0x6e, 0x74, 0x3d, 0xc3, 0x28, 0xff, 0xfe, 0x26, 0x61, 0x3d, 0x80]);

  return rng.pick<() => Body>([
    // Form encodings, the kind the pages expect, with duplicated and random fields.
    () => ({ contentType: "application/x-www-form-urlencoded", bytes: encode(new URLSearchParams(fields()).toString()) }),
    () => ({ contentType: "application/x-www-form-urlencoded", bytes: encode("intent=like&intent=comment&blogId=1&blogId=x&%zz=%") }),
    () => ({ contentType: "application/x-www-form-urlencoded", bytes: invalidUtf8() }),
    () => ({ contentType: "application/x-www-form-urlencoded; charset=utf-16", bytes: encode("a=b") }),
    () => ({ contentType: "application/x-www-form-urlencoded", bytes: encode(`comment=${text(PAGE_FORM_MAX_BYTES + 10)}`) }),
    () => {
      const parts = fields()
        .map(([name, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`)
        .join("");
      return { contentType: `multipart/form-data; boundary=${BOUNDARY}`, bytes: encode(`${parts}--${BOUNDARY}--\r\n`) };
    },
    () => ({
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      bytes: encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n\r\n%PDF-1.4 broken`),
    }),
    () => ({ contentType: "multipart/form-data", bytes: encode("no boundary at all") }),
    () => ({ contentType: `multipart/form-data; boundary=${BOUNDARY}`, bytes: invalidUtf8() }),
    () => ({
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      bytes: encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="resume"; filename="big.pdf"\r\n\r\n%PDF-${text(700_000)}\r\n--${BOUNDARY}--\r\n`),
    }),
    // Other content types: JSON (valid, broken, deep, huge), text, XML, none, binary.
    () => ({ contentType: "application/json", bytes: encode(JSON.stringify(Object.fromEntries(fields()))) }),
    () => ({ contentType: "application/json", bytes: encode('{"blog_id": 1, "name": "a", "content": ') }),
    () => ({ contentType: "application/json", bytes: encode(`${"[".repeat(5_000)}${"]".repeat(5_000)}`) }),
    () => ({ contentType: "application/json", bytes: encode(JSON.stringify({ content: text(600_000) })) }),
    () => ({ contentType: "application/json", bytes: encode("null") }),
    () => ({ contentType: "application/json; charset=latin1", bytes: encode('{"a":1}') }),
    () => ({ contentType: "application/json", bytes: invalidUtf8() }),
    () => ({ contentType: "text/plain", bytes: encode("intent=comment&blogId=1") }),
    () => ({ contentType: "application/xml", bytes: encode("<a><b/></a>") }),
    () => ({ contentType: null, bytes: encode("intent=like") }),
    () => ({ contentType: "garbage/;;;", bytes: Uint8Array.from({ length: 256 }, () => rng.int(256)) }),
    () => ({ contentType: "application/octet-stream", bytes: new Uint8Array() }),
  ])();
}

type Call = (body: Body, rng: ReturnType<typeof random>) => Promise<number>;

const apiRoutes: Array<[string, string, boolean]> = [
  ["POST", "/enquiries", false],
  ["POST", "/applications", false],
  ["POST", "/blogs", true],
  ["PUT", "/blogs/1", true],
  ["POST", "/comments/blog/1", false],
  ["PUT", "/comments/blog/1/1", false],
  ["PUT", "/comments/1", false],
  ["DELETE", "/comments/1", false],
  ["POST", "/comments/1/like", false],
  ["POST", "/likes", false],
  ["GET", "/likes/status?blog_id=%ff%00", false],
  ["GET", "/likes/mine", false],
  ["GET", "/enquiries?page=-1&per_page=x", true],
  ["GET", "/applications/abc/resume", true],
  ["POST", "/staff/invitations", true],
  ["POST", "/staff/welcome", false],
  ["POST", "/staff/sessions", false],
  ["POST", "/staff/password-resets/complete", false],
  ["POST", "/staff/leads/enquiry/1/status", true],
  ["POST", "/staff/leads/application/1/notes", true],
  ["GET", "/staff/leads?from=%ff%00&kind[x]=1&page=1e9", true],
  ["GET", "/staff/leads.csv?q=%00&to=2026-13-01", true],
];

function apiCall(method: string, path: string, admin: boolean): Call {
  return async (body, rng) => {
    const headers: Record<string, string> = { ...(admin ? adminHeaders : {}) };
    if (body.contentType) headers["Content-Type"] = body.contentType;
    if (rng.next() < 0.5) headers["X-Visitor-Id"] = rng.pick(["short", "a".repeat(100), "valid-visitor-0001", "ü"]);
    if (rng.next() < 0.3) headers["Idempotency-Key"] = rng.pick(["k", "x".repeat(500), "\u00ff"]);
    if (rng.next() < 0.3) headers["X-Owner-Token"] = rng.pick(["", "token", "y".repeat(400)]);
    const withBody = method !== "GET";
    const response = await t.call(path, { method, headers, body: withBody ? body.bytes : undefined });
    await response.arrayBuffer();
    return response.status;
  };
}

type Action = (args: ActionFunctionArgs) => unknown;

let address = 0;

function pageCall(pathname: string, action: Action): Call {
  return async (body) => {
    const headers: Record<string, string> = { Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" };
    if (body.contentType) headers["Content-Type"] = body.contentType;
    const request = new Request(`http://localhost${pathname}`, { method: "POST", headers, body: body.bytes });
    address += 1;
    const context = { cspNonce: "", clientIp: `10.99.${Math.floor(address / 250) % 250}.${address % 250}` };
    try {
      const answer = (await action({ request, params: { slug: "fuzz", "*": "fuzz" }, context })) as {
        init?: ResponseInit | null;
      } | Response;
      if (answer instanceof Response) return answer.status;
      return answer?.init?.status ?? 200;
    } catch (thrown) {
      // Remix answers a thrown Response or data() with its status; anything else is a 500.
      if (thrown instanceof Response) return thrown.status;
      const init = (thrown as { init?: ResponseInit | null } | null)?.init;
      if (init && typeof init.status === "number") return init.status;
      throw thrown;
    }
  };
}

const targets: Array<[string, Call]> = [
  ...apiRoutes.map(([method, path, admin]): [string, Call] => [`API ${method} ${path}`, apiCall(method, path, admin)]),
  ["page POST /", pageCall("/", homeAction)],
  ["page POST /quote", pageCall("/quote", quoteAction)],
  ["page POST /contact", pageCall("/contact", contactAction)],
  ["page POST /career", pageCall("/career", careerAction)],
  ["page POST /blog/:slug", pageCall("/blog/fuzz", postPageAction)],
  ["page POST /anything-else", pageCall("/nowhere", notFoundAction as Action)],
];

const BODIES_PER_TARGET = 16;

describe("malformed posts never get a 5xx", () => {
  it(`answers ${targets.length * BODIES_PER_TARGET} malformed posts with 2xx-4xx, then still answers`, async () => {
    const failures: string[] = [];
    const rng = random(12);
    for (const [name, call] of targets) {
      for (let n = 0; n < BODIES_PER_TARGET; n += 1) {
        const body = makeBody(rng);
        let status: number;
        try {
          status = await call(body, rng);
        } catch (error) {
          status = 500;
          failures.push(`${name} (${body.contentType}) threw: ${error instanceof Error ? error.message : String(error)}`);
          continue;
        }
        if (status >= 500) failures.push(`${name} (${body.contentType}, ${body.bytes.byteLength} bytes): ${status}`);
      }
    }
    expect(failures).toEqual([]);
    expect((await t.call("/health")).status).toBe(200);
  }, 180_000);
});

describe("page bodies are capped before they are read", () => {
  /** A body that never ends, counting how much of it was pulled. */
  function endlessBody() {
    let pulled = 0;
    const chunk = new Uint8Array(16 * 1024).fill(0x61);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return { stream, pulled: () => pulled };
  }

  const post = (action: Action, pathname: string, body: ReadableStream<Uint8Array>, headers: Record<string, string>) =>
    action({
      request: new Request(`http://localhost${pathname}`, {
        method: "POST",
        headers: { Origin: "http://localhost", "Sec-Fetch-Site": "same-origin", ...headers },
        body,
        duplex: "half",
      } as RequestInit),
      params: { slug: "fuzz" },
      context: { cspNonce: "", clientIp: "10.98.0.1" },
    }) as Promise<{ init?: ResponseInit | null }>;

  it("answers 413 to a declared length over 64 KB without reading the body", async () => {
    const body = endlessBody();
    const answer = await post(postPageAction, "/blog/fuzz", body.stream, {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": String(10 * 1024 * 1024),
    });
    expect(answer.init?.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024);
  });

  it("stops an endless page form at 64 KB, and an endless application at the resume limit plus its fields", async () => {
    const page = endlessBody();
    const answer = await post(contactAction, "/contact", page.stream, { "Content-Type": "application/x-www-form-urlencoded" });
    expect(answer.init?.status).toBe(413);
    expect(page.pulled()).toBeLessThan(PAGE_FORM_MAX_BYTES + 256 * 1024);

    const upload = endlessBody();
    const application = await post(careerAction, "/career", upload.stream, {
      "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
    });
    expect(application.init?.status).toBe(413);
    expect(upload.pulled()).toBeLessThan(6 * 1024 * 1024);
  });
});
