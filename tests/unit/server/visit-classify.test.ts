import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { pageViewOf } from "../../../server/visits/classify";

const CHROME_PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

function request(url: string, headers: Record<string, string> = {}): IncomingMessage {
  return { method: "GET", url, headers: { accept: "text/html", "user-agent": CHROME_PHONE, ...headers } } as unknown as IncomingMessage;
}

const view = (url: string, headers?: Record<string, string>) => pageViewOf(request(url, headers), "www.example.test");

describe("which requests are page views, and what they say", () => {
  it("reads the path and the campaign of a landing page", () => {
    expect(view("/Contact/?utm_source=Google&utm_campaign=diwali&x=1")).toMatchObject({
      path: "/contact",
      utmSource: "google",
      utmCampaign: "diwali",
      utmMedium: "",
      device: "mobile",
      entry: true,
    });
  });

  it("counts a client navigation's data request as its page, without the page's own query as a campaign", () => {
    expect(view("/about.data?utm_source=newsletter", { accept: "*/*" })).toMatchObject({ path: "/about", utmSource: "", entry: false });
    expect(view("/_root.data", { accept: "*/*" })).toMatchObject({ path: "/" });
  });

  it("puts odd addresses in one bucket", () => {
    expect(view("/blog/../console")?.path).toBe("other");
    expect(view("//evil.example/x")?.path).toBe("other");
    expect(view("/caf%C3%A9")?.path).toBe("other");
  });

  it("leaves out crawlers, prefetches, files, the console and the API, every time it sees them", () => {
    for (let round = 0; round < 2; round += 1) {
      expect(view("/", { "user-agent": GOOGLEBOT })).toBeNull();
      expect(view("/", { "sec-purpose": "prefetch" })).toBeNull();
      expect(view("/images/logo.svg", { accept: "image/*" })).toBeNull();
      expect(view("/console/leads")).toBeNull();
      expect(view("/api/blogs")).toBeNull();
      expect(view("/", { "user-agent": CHROME_PHONE })?.device).toBe("mobile");
    }
  });

  it("takes the referring site only when it is another site", () => {
    expect(view("/", { referer: "https://www.google.com/search?q=agency" })).toMatchObject({ referrer: "www.google.com", entry: true });
    expect(view("/about", { referer: "https://www.example.test/" })).toMatchObject({ referrer: "", entry: false });
  });
});
