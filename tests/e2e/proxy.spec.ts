// Plain Playwright, not ./fixtures: no browser; the site is a server of the spec's own behind real
// nginx and Caddy running the files in deploy/ (docs/deployment.md, Behind a proxy).
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import { expect, test } from "@playwright/test";
import { parseDocument } from "htmlparser2";
import { io } from "socket.io-client";
import { E2E_ADMIN_TOKEN } from "../../playwright.config";
import { type BuiltServer, startBuiltServer } from "./child-process";
import { seededDataDir } from "./data-template";
import { all, attr } from "./html";
import {
  type Answer,
  askProxy,
  missingProxy,
  type Proxy,
  type ProxyFolder,
  type ProxyName,
  proxyAgent,
  proxyFolder,
  PUBLIC_HOST,
  PUBLIC_ORIGIN,
  startCaddy,
  startNginx,
} from "./proxies";

/** Each proxy's visitor connects from an address of its own (all of 127.0.0.0/8 is this machine's). */
const VISITOR: Record<ProxyName, string> = { nginx: "127.0.0.21", caddy: "127.0.0.22" };
/** What a visitor may claim to be: the proxy must not pass it on as the visitor's address. */
const MADE_UP_ADDRESS = "203.0.113.7";
const admin = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

let site: BuiltServer;
let folder: ProxyFolder;
const proxies: Partial<Record<ProxyName, Proxy>> = {};

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const json = (answer: Answer) => JSON.parse(answer.body.toString()) as unknown;

/** One request straight to the site, as a proxy TRUST_PROXY trusts (loopback) would send it. */
function askSite(route: string, method: string, headers: Record<string, string>, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(route, site.origin);
    const request = http.request(
      { host: "127.0.0.1", port: url.port, path: url.pathname + url.search, method, agent: false, headers: body ? { "Content-Length": String(Buffer.byteLength(body)), ...headers } : headers },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** The latest audit entries of one action, read from the site with the host's token. */
async function auditEntries(action: string, actor?: string) {
  const query = new URLSearchParams({ action, ...(actor ? { actor } : {}) });
  const answer = await fetch(`${site.origin}/api/staff/audit?${query}`, { headers: admin });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: { summary: string; ip: string | null }[] }).data;
}

// Server answers only: runs once, in the js-off project. One server, one nginx and one Caddy, in
// one worker (docs/testing-e2e.md, A site of its own).
test.describe("behind a proxy, with the configuration files in deploy/", { tag: "@js-off-only" }, () => {
  test.describe.configure({ mode: "default" });

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    site = await startBuiltServer({
      label: "the site behind the proxies",
      dataDir: await seededDataDir("e2e-proxy-site-"),
      // TRUST_PROXY stays at its default (loopback), as docs/deployment.md says for a proxy on the same host.
      env: { SITE_URL: PUBLIC_ORIGIN, ADMIN_TOKEN: E2E_ADMIN_TOKEN },
      removeDataDir: true,
    });
    folder = proxyFolder();
    const sitePort = Number(new URL(site.origin).port);
    proxies.nginx = await startNginx(folder, sitePort);
    if (!missingProxy("caddy")) proxies.caddy = await startCaddy(folder, sitePort);
  });
  test.afterAll(async () => {
    for (const proxy of Object.values(proxies)) await proxy.stop();
    folder?.remove();
    await site?.stop();
  });

  test("whatever Host and X-Forwarded-* a trusted proxy sends, nothing answers 5xx", async () => {
    const odd: Record<string, string>[] = [
      { "X-Forwarded-Proto": "a b" },
      { "X-Forwarded-Proto": "%" },
      { "X-Forwarded-Proto": "https, http" },
      { "X-Forwarded-Proto": "" },
      { Host: "127.0.0.1:3000" },
      { Host: "a b" },
      { Host: "[::1" },
      { Host: "agency.example:99999" },
      { "X-Forwarded-Host": "a b" },
      { "X-Forwarded-Host": "[" },
      { "X-Forwarded-For": "not an address" },
      { "X-Forwarded-For": "1.2.3.4, , ,x" },
      { "X-Forwarded-For": "::ffff:999.1.1.1" },
      { Forwarded: 'for="[::1' },
    ];
    const contact = form({ name: "Meera Joshi", email: "meera.headers@example.com", countryCode: "+91", phone: "9876543210", service: "SEO", message: "Odd headers." });
    const asked: [string, string, string?][] = [
      ["GET", "/"],
      ["GET", "/blog"],
      ["GET", "/about?ref=odd"],
      ["POST", "/contact?index", contact],
      ["GET", "/api/blogs"],
      ["GET", "/api/ws/?EIO=4&transport=polling"],
      ["GET", "/assets/none.js"],
    ];
    const failed: string[] = [];
    for (const headers of odd) {
      for (const [method, route, body] of asked) {
        const extra: Record<string, string> = body ? { "Content-Type": "application/x-www-form-urlencoded", Origin: PUBLIC_ORIGIN } : {};
        const status = await askSite(route, method, { ...extra, ...headers });
        if (status >= 500) failed.push(`${method} ${route} ${JSON.stringify(headers)}: ${status}`);
      }
    }
    expect(failed).toEqual([]);
  });

  for (const name of ["nginx", "caddy"] as const) {
    const missing = missingProxy(name);
    // Caddy is optional: its tests are skipped only when its binary is missing, and the title says so.
    test.describe(`${name}${missing && name === "caddy" ? ` (skipped: ${missing})` : ""}`, () => {
      test.skip(name === "caddy" && missing !== null, missing ?? "");
      const ask = (route: string, options?: Parameters<typeof askProxy>[3]) => askProxy(proxies[name]!, folder, route, options);

      test("a form posted with JavaScript off gets its thanks; the same post from another site is refused", async () => {
        const page = await ask("/contact");
        expect(page.status).toBe(200);
        const honeypot = Object.fromEntries(
          all(parseDocument(page.body.toString()), (element) => element.name === "input" && (attr(element, "name") ?? "").endsWith("__confirm")).map(
            (input) => [attr(input, "name")!, attr(input, "value") ?? ""],
          ),
        );
        expect(Object.keys(honeypot)).toHaveLength(2);
        const body = form({
          ...honeypot,
          name: "Meera Joshi",
          email: `meera.${name}@example.com`,
          countryCode: "+91",
          phone: "9876543210",
          service: "Full-suite-branding-brand-building",
          message: "We need a new identity for our bakery chain.",
        });
        const post = (origin: string) =>
          ask("/contact?index", { method: "POST", body, from: VISITOR[name], headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" } });

        const sent = await post(PUBLIC_ORIGIN);
        expect(sent.status).toBe(200);
        expect(sent.body.toString()).toContain("Thanks! Your message has been sent.");
        const forged = await post("https://attacker.example");
        expect(forged.status).toBe(403);
        expect(forged.body.toString()).toContain("This form can only be sent from our own website");
      });

      test("the visitor's address, as the proxy saw it, is in the audit log: not the proxy's, nor one the visitor made up", async () => {
        const email = `asha.${name}@agency.example`;
        const staffName = `Asha ${name === "nginx" ? "Engine" : "Caddy"}`;
        const claims = { "X-Forwarded-For": MADE_UP_ADDRESS, "Content-Type": "application/json" };
        // Straight to the built-in API through the proxy...
        const invited = await ask("/api/staff/invitations", { method: "POST", from: VISITOR[name], headers: { ...admin, ...claims }, body: JSON.stringify({ email, role: "staff" }) });
        expect(invited.status).toBe(201);
        const { token } = json(invited) as { token: string };
        const password = "correct horse battery staple";
        expect((await ask("/api/staff/welcome", { method: "POST", headers: claims, body: JSON.stringify({ token, name: staffName, password }) })).status).toBe(201);
        // ...and through the site, which passes the address on to the API: the console's sign-in without JavaScript.
        const signedIn = await ask("/console/sign-in", {
          method: "POST",
          from: VISITOR[name],
          headers: { Origin: PUBLIC_ORIGIN, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": MADE_UP_ADDRESS },
          body: form({ email, password, redirectTo: "/console" }),
        });
        expect(signedIn.status).toBe(303);
        expect(signedIn.headers.location).toBe("/console");

        const invitation = (await auditEntries("staff_invited")).find((entry) => entry.summary.includes(email));
        expect(invitation?.ip).toBe(VISITOR[name]);
        const [signIn] = await auditEntries("sign_in", staffName);
        expect(signIn?.ip).toBe(VISITOR[name]);
      });

      test("socket.io connects at /api/ws by WebSocket alone", async () => {
        const socket = io(`${PUBLIC_ORIGIN}:${proxies[name]!.httpsPort}`, {
          path: "/api/ws",
          transports: ["websocket"],
          agent: proxyAgent(folder) as never,
          extraHeaders: { Origin: PUBLIC_ORIGIN },
          reconnection: false,
          timeout: 10_000,
        });
        try {
          const joined = await new Promise<unknown>((resolve, reject) => {
            socket.on("connect_error", reject);
            socket.on("connect", () => socket.emit("join:blog", 1, resolve));
          });
          expect(socket.io.engine.transport.name).toBe("websocket");
          expect(joined).toEqual({ ok: true, room: "blog:1" });
        } finally {
          socket.close();
        }
      });

      test("HSTS comes over https only; plain http is sent to https", async () => {
        const secure = await ask("/about");
        expect(secure.status).toBe(200);
        expect(secure.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
        // Even when the visitor claims the request came over https.
        const plain = await ask("/about", { plain: true, headers: { "X-Forwarded-Proto": "https" } });
        expect([301, 308]).toContain(plain.status);
        expect(plain.headers.location).toBe(`https://${PUBLIC_HOST}/about`);
        expect(plain.headers["strict-transport-security"]).toBeUndefined();
      });

      test("assets come precompressed and are kept a year; a body the size of a résumé reaches the site", async () => {
        const file = readdirSync("build/client/assets").find((entry) => entry.endsWith(".js.br"))!.slice(0, -".br".length);
        const brotli = await ask(`/assets/${file}`, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
        expect(brotli.status).toBe(200);
        expect(brotli.headers["content-encoding"]).toBe("br");
        expect(brotli.body.equals(readFileSync(`build/client/assets/${file}.br`))).toBe(true);
        expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
        const gzip = await ask(`/assets/${file}`, { headers: { "Accept-Encoding": "gzip" } });
        expect(gzip.headers["content-encoding"]).toBe("gzip");
        expect(gzip.body.equals(readFileSync(`build/client/assets/${file}.gz`))).toBe(true);
        const missing = await ask("/assets/none-such.js");
        expect(missing.status).toBe(404);
        expect(missing.headers["cache-control"] ?? "").not.toContain("immutable");

        // 5.5 MB, past nginx's default of 1 MB: the contact form refuses it itself (its own 413, with its
        // request id), which shows the proxy passed it on, as it passes a 5 MB résumé to the careers form.
        const large = await ask("/contact?index", {
          method: "POST",
          headers: { Origin: PUBLIC_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
          body: `message=${"a".repeat(5_500_000)}`,
        });
        expect(large.status).toBe(413);
        expect(large.headers["x-request-id"]).toBeDefined();
        expect(large.body.toString()).toContain("The form is too large to be accepted.");
      });
    });
  }
});
