import { z } from "zod";
import { apiBaseUrl } from "./env.server";
import { SITE_KEY_HEADER } from "../../contract/headers";
import { siteKey } from "./site-key.server";

const DEFAULT_TIMEOUT_MS = 5_000;

export class ApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status, or null when no answer came (network error or timeout). */
    readonly status: number | null,
    /** The API's own words (`message` or `error`), when it gave any. */
    readonly serverMessage: string | null = null,
    /** The whole JSON answer, for callers that read more than the message (e.g. a flag). */
    readonly body: unknown = null,
    /** The answer's Retry-After header, as sent (seconds or an HTTP date). */
    readonly retryAfter: string | null = null,
  ) {
    super(message);
  }
}

interface CommonOptions {
  /** JSON-serialisable, or FormData for a multipart upload. */
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** Sent as Idempotency-Key so a retried submission is stored once. */
  idempotencyKey?: string;
}

/** Reads are the site's own (it sends its key), so no visitor address is needed. */
export interface ReadOptions extends CommonOptions {
  method?: "GET" | "HEAD";
  clientIp?: string;
}

/**
 * Every write is a visitor's: without their address the API's limits would count this
 * site as one visitor, and the 21st comment of the day would fail for everyone.
 */
export interface WriteOptions extends CommonOptions {
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  /** The visitor's address (AppLoadContext.clientIp), sent as X-Forwarded-For. */
  clientIp: string;
}

export type RequestOptions = ReadOptions | WriteOptions;

/**
 * The upstream API's raw answer, for callers that pass a body through as it came (a file, a
 * CSV); fails fast so a slow upstream never stalls a page.
 */
export async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const { method = "GET", body, headers = {}, timeoutMs = DEFAULT_TIMEOUT_MS, idempotencyKey, clientIp } = options;
  try {
    return await fetch(`${apiBaseUrl()}${path}`, {
      method,
      headers: {
        accept: "application/json",
        ...(body === undefined || body instanceof FormData ? {} : { "content-type": "application/json" }),
        ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
        ...(clientIp ? { "X-Forwarded-For": clientIp } : {}),
        [SITE_KEY_HEADER]: siteKey(),
        ...headers,
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === "TimeoutError" ? "timed out" : "could not be reached";
    throw new ApiError(`The API ${reason}`, null);
  }
}

/** Reads a failed answer's words into an ApiError. */
export function apiErrorFrom(response: Response, json: unknown): ApiError {
  const message = z.object({ message: z.string() }).or(z.object({ error: z.string() })).safeParse(json);
  const serverMessage = message.success ? ("message" in message.data ? message.data.message : message.data.error) : null;
  return new ApiError(
    serverMessage ?? (response.statusText || `HTTP ${response.status}`),
    response.status,
    serverMessage,
    json,
    response.headers.get("Retry-After"),
  );
}

/** One call to the upstream API, its JSON answer, or an ApiError. */
export async function apiRequest(path: string, options: RequestOptions = {}): Promise<unknown> {
  const response = await apiResponse(path, options);
  const text = await response.text();
  let json: unknown = null;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
  }
  if (!response.ok) throw apiErrorFrom(response, json);
  return json;
}

/** Accepts a bare array or one wrapped in `data` or another named key, as backends differ. */
export function unwrapList(value: unknown, keys: readonly string[] = ["data"]): unknown[] {
  if (Array.isArray(value)) return value;
  if (value && typeof value === "object") {
    for (const key of keys) {
      const inner = (value as Record<string, unknown>)[key];
      if (Array.isArray(inner)) return inner;
    }
  }
  return [];
}
