import { http, HttpResponse } from "msw";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { action, loader } from "~/routes/cookie-consent";
import { API, upstream } from "../mocks/server";
import { newAddress } from "../routes/forms-fixtures";
import { postRequest } from "../support/route";

const RECORD = "8f14e45f-ceea-467a-9575-6f6f3b8a1c11";

beforeAll(() => {
  process.env.GTM_ID = "GTM-TEST123";
});

async function post(body: Record<string, string>, headers: Record<string, string> = {}) {
  const sent: unknown[] = [];
  upstream.use(
    http.post(`${API}/consents`, async ({ request }) => {
      sent.push({ body: await request.json(), address: request.headers.get("X-Forwarded-For") });
      return HttpResponse.json({ id: RECORD }, { status: 201 });
    }),
  );
  const clientIp = newAddress();
  const answer = (await action({ request: postRequest("/cookie-consent", body, headers), params: {}, context: { cspNonce: "", clientIp } })) as Response;
  return { answer, sent, clientIp, cookies: answer.headers?.getSetCookie?.() ?? [] };
}

describe("the cookie banner's post", () => {
  it("keeps an acceptance (cookie and record) and returns to the page with a 303", async () => {
    const { answer, sent, clientIp, cookies } = await post({ choice: "accept", language: "hi", return_to: "/services?x=1" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/services?x=1");
    expect(sent).toEqual([
      { body: { notice_version: 1, choices: { analytics: true, marketing: true }, language: "hi", replaces: null }, address: clientIp },
    ]);
    expect(cookies).toContainEqual(expect.stringMatching(new RegExp(`^cookie_consent=1\\.a1m1\\.${RECORD};`)));
    expect(cookies).toContainEqual(expect.stringMatching(/^cookie_consent_saved=accepted\.hi;/));
  });

  it("saves the ticked boxes, links the record to the one it replaces, and never leaves the site", async () => {
    const previous = "0b5e2f4a-1111-4c4c-9d9d-222233334444";
    const { answer, sent, cookies } = await post(
      { choice: "save", analytics: "on", language: "en", return_to: "//evil.example/" },
      { Cookie: `cookie_consent=1.a0m0.${previous}` },
    );
    expect(answer.headers.get("Location")).toBe("/");
    expect(sent).toMatchObject([{ body: { choices: { analytics: true, marketing: false }, replaces: previous } }]);
    expect(cookies).toContainEqual(expect.stringMatching(/^cookie_consent=1\.a1m0\./));
  });

  it("withdraws in one post and deletes the analytics cookies the visitor has", async () => {
    const { cookies } = await post({ choice: "reject", return_to: "/" }, { Cookie: "cookie_consent=1.a1m1; _ga=GA1.1.5; _ga_X1=GS1" });
    expect(cookies).toContainEqual(expect.stringMatching(/^cookie_consent=1\.a0m0\./));
    expect(cookies).toContainEqual(expect.stringMatching(/^_ga=; Max-Age=0/));
    expect(cookies).toContainEqual(expect.stringMatching(/^_ga_X1=; Max-Age=0/));
  });

  it("applies the choice even when the API cannot keep a record", async () => {
    upstream.use(http.post(`${API}/consents`, () => HttpResponse.json({ message: "down" }, { status: 503 })));
    const logged = vi.spyOn(console, "error").mockImplementationOnce(() => undefined);
    const answer = (await action({
      request: postRequest("/cookie-consent", { choice: "reject" }),
      params: {},
      context: { cspNonce: "", clientIp: newAddress() },
    })) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^cookie_consent=1\.a0m0;/));
    expect(logged).toHaveBeenCalledOnce();
  });

  it.each([
    ["no choice", {}, 400],
    ["an unknown choice", { choice: "maybe" }, 400],
  ])("refuses %s with a %i that says why", async (_case, body, status) => {
    const answer = (await action({ request: postRequest("/cookie-consent", body), params: {}, context: { cspNonce: "", clientIp: newAddress() } })) as {
      data: { error: string };
      init: ResponseInit;
    };
    expect(answer.init.status).toBe(status);
    expect(answer.data.error).toBe("Choose accept, reject or save.");
  });

  it("refuses a post from another site with a 403", async () => {
    const answer = (await action({
      request: postRequest("/cookie-consent", { choice: "accept" }, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }),
      params: {},
      context: { cspNonce: "", clientIp: newAddress() },
    })) as { init: ResponseInit };
    expect(answer.init.status).toBe(403);
  });

  it("sends a visitor who opens the address to the cookie settings", () => {
    expect(loader().headers.get("Location")).toBe("/cookie-policy#cookie-settings");
  });
});
