import { request as httpRequest } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refuseForgedPosts } from "../../../server/forgery";
import { serveLocally } from "./local-app";

// tests/setup/unit.ts sets SITE_URL, the only origin the site's pages are served from.
const SITE = "https://www.example.test";

let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const app = express();
  app.use(refuseForgedPosts());
  app.all("*", (_req, res) => void res.status(200).send("reached the route"));
  ({ base, close } = await serveLocally(app));
});
afterAll(() => close());

/** node:http rather than fetch, which adds and forbids headers (Host, Origin, Sec-Fetch-*) of its own. */
function send(
  method: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string; cacheControl?: string }> {
  const url = new URL("/contact", base);
  const body = method === "GET" || method === "HEAD" || method === "OPTIONS" ? "" : "name=Ravi";
  const framing = { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(body.length) };
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method, headers: { ...framing, ...headers } },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body, cacheControl: res.headers["cache-control"] }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

// A browser on the site names the site's host; the server in these tests listens elsewhere.
const HOST = new URL(SITE).host;

describe("the cross-site gate", () => {
  it.each([
    ["Sec-Fetch-Site same-origin", { "Sec-Fetch-Site": "same-origin" }],
    ["Sec-Fetch-Site none (typed by the user)", { "Sec-Fetch-Site": "none" }],
    ["Origin equal to SITE_URL's, as every supported browser sends on a form post", { Origin: SITE, Host: HOST }],
    ["no Origin, a Referer on SITE_URL's origin", { Referer: `${SITE}/contact?x=1` }],
    ["all three from the site", { Origin: SITE, Referer: `${SITE}/contact`, "Sec-Fetch-Site": "same-origin", Host: HOST }],
    ["the site's Origin through a proxy that names the host in X-Forwarded-Host", { Origin: SITE, "X-Forwarded-Host": HOST }],
    ["a host command's Bearer token, which no browser attaches by itself", { Authorization: "Bearer admin-token" }],
  ])("lets a post through with %s", async (_name, headers) => {
    const answer = await send("POST", headers);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe("reached the route");
  });

  it.each([
    ["none of Sec-Fetch-Site, Origin and Referer", {}],
    ["Sec-Fetch-Site cross-site alone", { "Sec-Fetch-Site": "cross-site" }],
    ["Sec-Fetch-Site same-site (a sibling subdomain)", { "Sec-Fetch-Site": "same-site" }],
    ["Sec-Fetch-Site cross-site beside the site's own Origin", { "Sec-Fetch-Site": "cross-site", Origin: SITE }],
    ["another site's Origin", { Origin: "https://evil.example" }],
    ["an Origin matching a spoofed Host header", { Host: "evil.example", Origin: "http://evil.example" }],
    ["an Origin of the same host over another scheme", { Origin: "http://www.example.test" }],
    ["the opaque Origin null", { Origin: "null" }],
    ["no Origin and another site's Referer", { Referer: "https://evil.example/www.example.test" }],
    ["no Origin and an unreadable Referer", { Referer: "not a url" }],
    ["the site's Sec-Fetch-Site beside another site's Origin", { "Sec-Fetch-Site": "same-origin", Origin: "https://evil.example" }],
    ["a Basic Authorization header, which a browser does attach by itself", { Authorization: "Basic YTpi" }],
    // A Bearer token stands in for a sign of this site, never against a sign of another.
    ["a Bearer token beside another site's Origin", { Authorization: "Bearer admin-token", Origin: "https://evil.example" }],
    ["a Bearer token beside Sec-Fetch-Site cross-site", { Authorization: "Bearer admin-token", "Sec-Fetch-Site": "cross-site" }],
  ])("refuses a post with %s: 403 and a plain page saying why", async (_name, headers) => {
    const answer = await send("POST", headers);
    expect(answer.status).toBe(403);
    expect(answer.body).toContain("This form can only be sent from our own website.");
    expect(answer.cacheControl).toBe("no-store");
  });

  it("checks every state-changing method, and none of the safe ones", async () => {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      expect((await send(method, {})).status, method).toBe(403);
      expect((await send(method, { Origin: SITE, Host: HOST })).status, method).toBe(200);
    }
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect((await send(method, { Origin: "https://evil.example" })).status, method).toBe(200);
    }
  });
});
