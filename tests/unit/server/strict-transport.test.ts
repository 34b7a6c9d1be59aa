import express from "express";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { pageHeaders } from "../../../server/headers";
import { serveLocally } from "./local-app";

let base: string;
let close: () => Promise<void>;

// Served afresh for each test: the unit setup resets msw, and with it the pass-through to this server.
beforeEach(async () => {
  const env = parseEnv({ NODE_ENV: "production", SITE_URL: "https://www.example.test" });
  const app = express();
  // As server/app.ts sets it: a proxy on loopback (the test's own requests) is believed.
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(...pageHeaders(env));
  app.get("/about", (_req, res) => void res.send("<p>About</p>"));
  ({ base, close } = await serveLocally(app));
});
afterEach(() => close());

describe("Strict-Transport-Security", () => {
  it("is sent on a page answered over https (TLS ended at a trusted proxy)", async () => {
    const response = await fetch(`${base}/about`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(response.headers.get("Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains");
  });

  it("is not sent on a page answered over plain http, where browsers must ignore it", async () => {
    const response = await fetch(`${base}/about`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Strict-Transport-Security")).toBeNull();
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });
});
