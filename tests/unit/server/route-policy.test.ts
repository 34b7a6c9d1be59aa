import { get } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getEnv } from "~/lib/env.server";
import { resumeViewAnswer } from "~/lib/console/resume-view.server";
import { pageHeaders } from "../../../server/headers";
import { serveLocally } from "./local-app";

let base: string;
let close: () => Promise<void>;

/** Sends a route's Response as @remix-run/express does: every header appended (its sendRemixResponse). */
async function sendAsRemix(res: express.Response, answer: Response) {
  res.status(answer.status);
  for (const [name, value] of answer.headers.entries()) res.append(name, value);
  res.end(Buffer.from(await answer.arrayBuffer()));
}

beforeAll(async () => {
  const app = express();
  app.use(...pageHeaders(getEnv()));
  app.get("/viewer", (_req, res, next) => {
    const pdf = new Response("%PDF-1.4\n%%EOF\n");
    resumeViewAnswer(pdf, "/download").then((answer) => sendAsRemix(res, answer), next);
  });
  app.get("/page", (_req, res) => void sendAsRemix(res, new Response("<p>hi</p>", { headers: { "Content-Type": "text/html" } })));
  ({ base, close } = await serveLocally(app));
});
afterAll(() => close());

/** node:http rather than fetch, which msw intercepts once the test's own handlers are reset. */
function headersOf(path: string): Promise<{ status: number; policies: string[]; frameOptions?: string }> {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, (res) => {
      res.resume();
      const policy = res.headersDistinct["content-security-policy"] ?? [];
      resolve({ status: res.statusCode ?? 0, policies: policy, frameOptions: res.headersDistinct["x-frame-options"]?.join(", ") });
    }).on("error", reject);
  });
}

describe("a route's own Content-Security-Policy", () => {
  it("replaces the page's: the résumé viewer carries one policy, which lets the console frame it", async () => {
    const viewer = await headersOf("/viewer");
    expect(viewer.status).toBe(200);
    expect(viewer.policies).toEqual(["sandbox; default-src 'none'; frame-ancestors 'self'"]);
    expect(viewer.frameOptions).toBe("SAMEORIGIN");
  });

  it("leaves the page's policy on a page without one of its own", async () => {
    const { policies } = await headersOf("/page");
    expect(policies).toHaveLength(1);
    expect(policies[0]).toContain("frame-ancestors 'none'");
  });
});
