import { http, HttpResponse, type JsonBodyType } from "msw";
import type { z } from "zod";
import { upstream } from "../server";
import { api, checked } from "./contract";
import { mismatchOf } from "./mismatch";

export { api, checked };

/** A request the stubbed API received: its address, headers and body (JSON, form data or text). */
export interface Call {
  /** The order the API received it in, counted across every stub: which call came first. */
  order: number;
  url: URL;
  headers: Headers;
  body: unknown;
}

/** The calls one stub received, in order. */
export interface Calls {
  readonly all: Call[];
  /** The last call; undefined while none came. */
  last(): Call | undefined;
}

type Method = "get" | "post" | "put" | "patch" | "delete";

let received = 0;

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get("Content-Type") ?? "";
  if (type.includes("json")) return request.json();
  if (type.includes("multipart/form-data") || type.includes("urlencoded")) return request.formData();
  const text = await request.text();
  return text === "" ? undefined : text;
}

/** What a call's stub is given: a body, a Response built by hand (a failure), or either made from the call. */
export type StubAnswer<T> = T | Response | ((call: Call) => T | Response);

/** What a stub answers: a body checked by the schema, or a Response built by hand (a failure). */
type Answer<S extends z.ZodTypeAny> = z.input<S> | Response;

/** Answers made with malformed(): sent as they are. */
const deliberate = new WeakSet<Response>();

/**
 * An answer off the contract, sent unchecked: only for a test of how the site copes with one
 * (a JSON body, or a Response such as one whose body is not JSON at all). Any other 2xx JSON
 * answer a stub sends is checked, so a wrong shape cannot pass for an outage.
 */
export function malformed(body: JsonBodyType | Response, init: ResponseInit = {}): Response {
  const response = body instanceof Response ? body : HttpResponse.json(body, init);
  deliberate.add(response);
  return response;
}

/** Mismatches found while answering (an answer made from the call), reported after the test. */
const mismatches: Error[] = [];

/** Fails the test in which a stub answered off the contract (tests/setup/unit.ts, after each test). */
export function throwStubMismatches(): void {
  const found = mismatches.splice(0);
  if (found.length === 1) throw found[0];
  if (found.length > 1) throw new Error(found.map((error) => error.message).join("\n"));
}

/** A mismatch found inside msw's handler, which would turn a throw into a 500: kept with where the stub was made. */
function keep(message: string, madeAt: string | undefined): Response {
  const error = new Error(message);
  error.stack = `Error: ${message}\n${(madeAt ?? "").split("\n").slice(2).join("\n")}`;
  mismatches.push(error);
  return HttpResponse.json({ message: "The test's stub answered off the contract" }, { status: 500 });
}

async function mismatchOfResponse<S extends z.ZodTypeAny>(schema: S, response: Response, what: string): Promise<string | null> {
  const isJson = (response.headers.get("Content-Type") ?? "").includes("json");
  if (deliberate.has(response) || !response.ok || !isJson) return null;
  const text = await response.clone().text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${what}: the body is not JSON (${JSON.stringify(text.slice(0, 40))}); a test of that sends malformed(response)`;
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? null : `${what}: ${mismatchOf(parsed.error, "body")}`;
}

/**
 * Stubs one upstream call for the current test (reset after it, tests/setup/unit.ts) and records
 * every request it receives. A body is checked against `schema` here, where the test is written,
 * or, when `answer` depends on the call, as it is answered (the test then fails after it ends):
 * "Stub for GET /blogs: body[0].title: Expected string, received number".
 */
export function stub<S extends z.ZodTypeAny>(
  method: Method,
  path: string,
  schema: S,
  answer: Answer<S> | ((call: Call) => Answer<S>),
  init: { status?: number } = {},
): Calls {
  const what = `Stub for ${method.toUpperCase()} ${path}`;
  if (typeof answer !== "function" && !(answer instanceof Response)) checked(schema, answer, what, "body");
  const madeAt = new Error().stack;
  const all: Call[] = [];
  upstream.use(
    http[method](api(path), async ({ request }) => {
      const call = { order: ++received, url: new URL(request.url), headers: request.headers, body: await readBody(request) };
      all.push(call);
      const body = typeof answer === "function" ? (answer as (call: Call) => Answer<S>)(call) : answer;
      if (body instanceof Response) {
        const mismatch = await mismatchOfResponse(schema, body, what);
        return mismatch ? keep(mismatch, madeAt) : body;
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) return keep(`${what}: ${mismatchOf(parsed.error, "body")}`, madeAt);
      return HttpResponse.json(body, { status: init.status ?? 200 });
    }),
  );
  return { all, last: () => all.at(-1) };
}

/** An upstream failure as the API words one: a status with `{ message, errors? }`. */
export function failure(status: number, message = "Upstream failure", errors?: Record<string, string[]>): Response {
  return HttpResponse.json({ message, ...(errors ? { errors } : {}) }, { status });
}

/** An answer with no body (204), as to a delete. */
export const noContent = () => new HttpResponse(null, { status: 204 });
