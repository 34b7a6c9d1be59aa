import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { parseEnv } from "~/lib/env.server";

/**
 * Calling a route's loader or action as Remix would, and reading its answer, for route tests.
 * The requests come from the site's own origin (SITE_URL of the test configuration), as the
 * browser sends them, so the forgery check lets them through unless a test says otherwise.
 */

/** The site's origin in tests (tests/setup/env.ts). */
export const SITE = parseEnv(process.env).SITE_URL;

/** A visitor's address, for the load context. */
export const VISITOR = "203.0.113.77";

/** The load context the server gives each request; `overrides` adds an outbox, notifications… */
export function loadContext(overrides: Partial<AppLoadContext> = {}): AppLoadContext {
  return { cspNonce: "", clientIp: VISITOR, ...overrides };
}

/** A GET of `path` on the site. */
export function getRequest(path: string, headers: HeadersInit = {}): Request {
  return new Request(`${SITE}${path}`, { headers });
}

/** A form post to `path` from a page of the site: form-encoded fields, or a FormData (multipart). */
export function postRequest(path: string, body: Record<string, string> | FormData, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}${path}`, {
    method: "POST",
    body: body instanceof FormData ? body : new URLSearchParams(body),
    headers: { Origin: SITE, "Sec-Fetch-Site": "same-origin", ...headers },
  });
}

/** What a loader or action answered, returned or thrown: a Response, or data() unwrapped. */
export interface Answer<Data = unknown> {
  status: number;
  headers: Headers;
  data: Data;
  /** The Response itself, when the route answered one (a redirect, a file). */
  response?: Response;
}

/**
 * The `data` of a loader's or action's answer, as `callLoader` reads it: what it returns, `data()`
 * unwrapped; null for a Response. A thrown `data()` (a 404's) is not part of it: give its own type.
 */
export type LoaderData<Route extends (...args: never[]) => unknown> = Unwrapped<Awaited<ReturnType<Route>>>;
type Unwrapped<T> = T extends Response ? null : T extends { type: string; data: infer D; init: ResponseInit | null } ? D : T;

/** Reads an answer: a thrown or returned Response, a data() with its status and headers, or plain data. */
export async function answerOf<Data = unknown>(run: () => unknown): Promise<Answer<Data>> {
  let value: unknown;
  try {
    value = await run();
  } catch (error) {
    value = error;
  }
  if (value instanceof Response) return { status: value.status, headers: value.headers, data: null as Data, response: value };
  const wrapped = value as { data?: unknown; init?: ResponseInit | null; type?: string };
  if (wrapped && wrapped.type === "DataWithResponseInit") {
    return { status: wrapped.init?.status ?? 200, headers: new Headers(wrapped.init?.headers), data: wrapped.data as Data };
  }
  if (value instanceof Error) throw value;
  return { status: 200, headers: new Headers(), data: value as Data };
}

/**
 * Reads an answer as Remix serves a resource route (a route module without a page): a Response as
 * it is, its JSON read; anything else returned as JSON with status 200, `data()` included, whose
 * status Remix drops there (a thrown `data()` keeps it). The console's scripts that call such a route read this.
 */
export async function resourceAnswerOf<Data = unknown>(run: () => unknown): Promise<Answer<Data>> {
  let value: unknown;
  try {
    value = await run();
  } catch (error) {
    // Thrown, a data() is an error response: Remix keeps its status.
    const thrown = error as { data?: unknown; init?: ResponseInit | null; type?: string };
    if (thrown?.type === "DataWithResponseInit") {
      return { status: thrown.init?.status ?? 500, headers: new Headers(thrown.init?.headers), data: thrown.data as Data };
    }
    value = error;
  }
  if (value instanceof Response) {
    const isJson = (value.headers.get("Content-Type") ?? "").includes("json");
    return { status: value.status, headers: value.headers, data: (isJson ? await value.clone().json() : null) as Data, response: value };
  }
  if (value instanceof Error) throw value;
  const wrapped = value as { data?: unknown; type?: string };
  return { status: 200, headers: new Headers(), data: (wrapped?.type === "DataWithResponseInit" ? wrapped.data : value) as Data };
}

/**
 * Calls a loader or an action with the request (and route params) and reads its answer. Remix
 * gives both the same arguments.
 */
function callRoute<Data = unknown>(
  route: (args: LoaderFunctionArgs & ActionFunctionArgs) => unknown,
  request: Request,
  params: Record<string, string> = {},
  context: AppLoadContext = loadContext(),
): Promise<Answer<Data>> {
  return answerOf<Data>(() => route({ request, params, context }));
}

export const callLoader = callRoute;
export const callAction = callRoute;

/** A resource route's loader or action, read as Remix serves it (resourceAnswerOf). */
export function callResource<Data = unknown>(
  route: (args: LoaderFunctionArgs & ActionFunctionArgs) => unknown,
  request: Request,
  params: Record<string, string> = {},
  context: AppLoadContext = loadContext(),
): Promise<Answer<Data>> {
  return resourceAnswerOf<Data>(() => route({ request, params, context }));
}

/** The Cookie header a browser sends back after an answer that set these cookies. */
export function cookiesFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
