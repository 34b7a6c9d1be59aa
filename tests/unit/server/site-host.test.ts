import { request as httpRequest } from "node:http";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refuseForgedPosts } from "../../../server/forgery";
import { siteHostForPages } from "../../../server/site-host";
import { serveLocally } from "./local-app";

// tests/setup/unit.ts sets SITE_URL: the public origin a proxy forwards to this server.
const SITE = "https://www.example.test";

/** The smallest build Remix's own request handler runs: one route whose action redirects as the site's forms do. */
const build = {
  mode: "production",
  basename: "/",
  publicPath: "/assets/",
  assetsBuildDirectory: "build/client",
  isSpaMode: false,
  future: {},
  assets: { entry: { module: "", imports: [] }, routes: {}, url: "", version: "1" },
  entry: {
    module: {
      default: (_request: Request, status: number, headers: Headers) => new Response("page", { status, headers }),
    },
  },
  routes: {
    root: {
      id: "root",
      path: "",
      module: {
        default: () => null,
        action: ({ request }: { request: Request }) =>
          new Response(null, { status: 303, headers: { Location: `/thanks?origin=${new URL(request.url).origin}` } }),
      },
    },
  },
} as unknown as ServerBuild;

let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const app = express();
  app.set("trust proxy", "loopback");
  app.use(refuseForgedPosts(), siteHostForPages(SITE));
  app.all("*", createRequestHandler({ build, mode: "production" }));
  ({ base, close } = await serveLocally(app));
});
afterAll(() => close());

/** A form post as a browser sends it through a proxy: node:http, since fetch sets Host and Origin itself. */
function post(headers: Record<string, string>): Promise<{ status: number; location?: string }> {
  const body = "name=Ravi";
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      new URL("/?index", base),
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(body.length), ...headers },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("a same-origin form post behind a proxy", () => {
  it.each([
    ["the proxy's own upstream name (nginx's default Host $proxy_host)", { Host: "127.0.0.1:3000" }],
    ["the host with the port the proxy listens on ($host:$server_port)", { Host: "www.example.test:443" }],
    ["a forwarded host the proxy made up", { Host: "site", "X-Forwarded-Host": "internal.lan:8080" }],
    ["no forwarded scheme (a proxy that sends no X-Forwarded-Proto)", {}],
    ["a forwarded scheme of plain http (TLS ended before this proxy)", { "X-Forwarded-Proto": "http" }],
    ["a forwarded scheme that is no scheme at all", { "X-Forwarded-Proto": "a b" }],
    ["a forwarded scheme with a stray character", { "X-Forwarded-Proto": "%" }],
  ])("reaches the action with %s, which sees SITE_URL's origin", async (_name, headers) => {
    const answer = await post({ Origin: SITE, ...headers });
    expect(answer).toEqual({ status: 303, location: `/thanks?origin=${SITE}` });
  });

  it("is still refused from another site, whatever Host the proxy passes", async () => {
    const answer = await post({ Origin: "https://attacker.example", Host: "attacker.example" });
    expect(answer.status).toBe(403);
  });
});
