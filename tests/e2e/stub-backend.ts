import { createServer, type Server } from "node:http";
import { SEED_OPENINGS } from "../../contract/openings-seed";
import { freePort } from "./child-process";

/** What the stub says in every failure: it must never reach a visitor's page. */
export const BACKEND_SECRET = "SQLSTATE 23505 secret";

/** The failure a form post gets, chosen by a marker in the sender's email (`upstream-422@…`). */
const FAILURES: Record<string, { status: number; body: object; headers?: Record<string, string> }> = {
  "upstream-404": { status: 404, body: { message: BACKEND_SECRET } },
  "upstream-422": { status: 422, body: { message: BACKEND_SECRET, errors: [{ field: "email", message: BACKEND_SECRET }] } },
  "upstream-429": { status: 429, body: { message: BACKEND_SECRET }, headers: { "Retry-After": "120" } },
};

const openings = SEED_OPENINGS.map((opening, index) => ({
  id: index + 1,
  title: opening.title,
  location: "Onsite Indore",
  experience: "1+ Years",
  summary: null,
  requirements: [],
  is_open: true,
  created_at: "2026-11-02T04:30:00.000Z",
}));

export interface StubBackend {
  /** The API base to give the site as API_BASE_URL. */
  url: string;
  stop(): Promise<void>;
}

/**
 * A foreign backend that has the openings and nothing else: form posts fail as their email
 * asks, every other call answers 404 with the backend's own words.
 */
export async function startStubBackend(): Promise<StubBackend> {
  const port = await freePort();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("latin1");
      const answer = (status: number, json: object, headers: Record<string, string> = {}) => {
        response.writeHead(status, { "Content-Type": "application/json", ...headers });
        response.end(JSON.stringify(json));
      };
      if (request.method === "GET" && request.url?.startsWith("/api/openings")) return answer(200, openings);
      const marker = Object.keys(FAILURES).find((key) => body.includes(key));
      const failure = request.method === "POST" && marker ? FAILURES[marker] : null;
      if (failure) return answer(failure.status, failure.body, failure.headers);
      return answer(404, { message: BACKEND_SECRET });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}/api`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
