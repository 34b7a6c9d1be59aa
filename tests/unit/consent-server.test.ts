import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { consentCacheVariant } from "~/lib/consent/cache-variant.server";
import { parseEnv } from "~/lib/env.server";
import { pageHeaders } from "../../server/headers";
import { servePageCache } from "../../server/page-cache/middleware";
import { PageCache } from "../../server/page-cache/page-cache";
import { serveLocally } from "./server/local-app";

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

const ACCEPTED = "cookie_consent=1.a1m0.8f14e45f-ceea-467a-9575-6f6f3b8a1c11";

/** A site whose pages say how many times they were rendered and with which consent cookie. */
async function siteWith(gtmId: string | undefined) {
  const env = parseEnv({ NODE_ENV: "production", GTM_ID: gtmId });
  let renders = 0;
  const app = express();
  app.use(...pageHeaders(env));
  app.use(
    servePageCache({
      cache: new PageCache(),
      loadContext: () => ({ cspNonce: "", clientIp: "" }),
      variant: env.GTM_ID ? consentCacheVariant : undefined,
      render: async (request) => {
        renders += 1;
        const consent = /cookie_consent=([^;]*)/.exec(request.headers.get("Cookie") ?? "")?.[1] ?? "none";
        return new Response(`<p>render ${renders}, consent ${consent}</p>`, {
          headers: { "Content-Type": "text/html", "Cache-Control": "public, max-age=0, s-maxage=300" },
        });
      },
    }),
  );
  // What the page cache passes on: Remix renders the page for this visitor alone.
  app.use((_req, res) => {
    res.send("<p>rendered for this visitor</p>");
  });
  const served = await serveLocally(app);
  closers.push(served.close);
  const get = async (cookie?: string) => {
    const answer = await fetch(`${served.base}/about`, { headers: cookie ? { Cookie: cookie } : {} });
    return { text: await answer.text(), csp: answer.headers.get("Content-Security-Policy") ?? "" };
  };
  return { get, renders: () => renders };
}

describe("with GTM_ID, the page cache and the CSP follow the visitor's consent", () => {
  it("keeps one cached page per answer, never serving one visitor's variant to another", async () => {
    const site = await siteWith("GTM-TEST123");
    expect((await site.get()).text).toBe("<p>render 1, consent none</p>");
    expect((await site.get(ACCEPTED)).text).toContain("consent 1.a1m0");
    expect((await site.get()).text).toBe("<p>render 1, consent none</p>");
    expect((await site.get(`${ACCEPTED.replace(/\..*/, ".a1m0.0b5e2f4a-1111-4c4c-9d9d-222233334444")}`)).text).toContain("render 2");
    expect((await site.get("cookie_consent=0.a1m1")).text).toBe("<p>render 1, consent none</p>");
    expect(site.renders()).toBe(2);
  });

  it("renders the confirmation view for its visitor alone", async () => {
    const site = await siteWith("GTM-TEST123");
    await site.get(ACCEPTED);
    expect((await site.get(`${ACCEPTED}; cookie_consent_saved=accepted.en`)).text).toBe("<p>rendered for this visitor</p>");
    expect(site.renders()).toBe(1);
  });

  it("allows Google's tag hosts only to a visitor who agreed", async () => {
    const site = await siteWith("GTM-TEST123");
    expect((await site.get()).csp).not.toContain("googletagmanager");
    expect((await site.get("cookie_consent=1.a0m0")).csp).not.toContain("googletagmanager");
    expect((await site.get("cookie_consent=0.a1m1")).csp).not.toContain("googletagmanager");
    const agreed = (await site.get(ACCEPTED)).csp;
    expect(agreed).toMatch(/script-src [^;]*https:\/\/\*\.googletagmanager\.com/);
    expect(agreed).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    expect(agreed).toMatch(/frame-src [^;]*https:\/\/www\.googletagmanager\.com/);
  });
});

describe("without GTM_ID nothing changes", () => {
  it("one cached page whatever the cookie says, and no Google host in the CSP", async () => {
    const site = await siteWith(undefined);
    await site.get();
    const accepted = await site.get(ACCEPTED);
    expect(accepted.text).toBe("<p>render 1, consent none</p>");
    expect(accepted.csp).not.toContain("googletagmanager");
    expect(site.renders()).toBe(1);
  });
});
