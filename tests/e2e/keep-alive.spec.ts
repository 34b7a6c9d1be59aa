import http from "node:http";
import { expect, test } from "@playwright/test";
import { E2E_ORIGIN } from "../../playwright.config";

// Raw HTTP against the built server; no browser needed, so one project runs it.
// No browser: runs once, in the js-off project.

interface Answer {
  status?: number;
  connection?: string;
  error?: string;
}

function send(agent: http.Agent, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve) => {
    const request = http.request(
      `${E2E_ORIGIN}${path}`,
      { method, agent, headers: { Origin: E2E_ORIGIN, "Sec-Fetch-Site": "same-origin", ...headers } },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode, connection: response.headers.connection }));
        response.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code }));
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code }));
    request.end(body);
  });
}

test("a refused body leaves no broken keep-alive connection: the next request on it goes through", { tag: "@js-off-only" }, async () => {
  // One connection, kept alive, as a browser or proxy reuses it.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let round = 0; round < 12; round += 1) {
      // Past the page form's 64 KB: refused (413) before the body is read to its end.
      const body = `fullName=${"x".repeat(150_000 + round * 17_919)}`;
      const refused = await send(agent, "POST", "/contact", { "Content-Type": "application/x-www-form-urlencoded" }, body);
      expect(refused.status, `round ${round}`).toBe(413);
      // Whether the server read the rest or said it would close, the next request must go through.
      const next = await send(agent, "GET", "/robots.txt");
      expect(next.status, `round ${round}: ${next.error ?? ""} after Connection: ${refused.connection}`).toBe(200);
    }
  } finally {
    agent.destroy();
  }
});
