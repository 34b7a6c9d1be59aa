import { http, HttpResponse } from "msw";
import type { z } from "zod";
import { upstream } from "../server";
import { api, checked } from "./contract";

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

/**
 * Stubs one upstream call for the current test (reset after it, tests/setup/unit.ts) and records
 * every request it receives. `answer` may depend on the call; a body is checked against `schema`
 * when answered, so a stub cannot send what the contract forbids.
 */
export function stub<S extends z.ZodTypeAny>(
  method: Method,
  path: string,
  schema: S,
  answer: Answer<S> | ((call: Call) => Answer<S>),
  init: { status?: number } = {},
): Calls {
  const all: Call[] = [];
  upstream.use(
    http[method](api(path), async ({ request }) => {
      const call = { order: ++received, url: new URL(request.url), headers: request.headers, body: await readBody(request) };
      all.push(call);
      const body = typeof answer === "function" ? (answer as (call: Call) => Answer<S>)(call) : answer;
      if (body instanceof Response) return body;
      return HttpResponse.json(checked(schema, body), { status: init.status ?? 200 });
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
