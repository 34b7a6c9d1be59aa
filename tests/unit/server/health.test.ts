import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { healthChecks, type ReadinessCheck } from "../../../server/health";
import { serveLocally } from "./local-app";

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function serve(checks: ReadinessCheck[]) {
  const app = express();
  app.use(healthChecks(checks));
  const local = await serveLocally(app);
  close = local.close;
  return local.base;
}

describe("health checks", () => {
  it("/healthz answers while the process runs, never cached, without asking the databases", async () => {
    let asked = 0;
    const base = await serve([async () => (asked += 1) > 100]);
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe("ok");
    expect(asked).toBe(0);
  });

  it("/readyz answers 200 when every database answers, 503 when one does not or fails", async () => {
    let up = true;
    const base = await serve([
      async () => true,
      async () => {
        if (!up) throw new Error("connection refused");
        return true;
      },
    ]);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    up = false;
    const notReady = await fetch(`${base}/readyz`);
    expect(notReady.status).toBe(503);
    expect(notReady.headers.get("cache-control")).toBe("no-store");
    expect(await notReady.text()).toBe("not ready");
  });
});
