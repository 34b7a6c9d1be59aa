import { randomUUID } from "node:crypto";
import type { Expectation, Mismatch } from "./expect";
import { errorSchema } from "./schemas";
import { fits } from "./expect";

const TIMEOUT_MS = 10_000;

export type Outcome =
  | { kind: "pass"; line: string }
  | { kind: "mismatch"; line: string; mismatches: Mismatch[] }
  | { kind: "skip"; line: string; reason: string };

/** The backend could not be reached: nothing further can be checked. */
export class Unreachable extends Error {}

export interface Ask {
  method?: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  /** Statuses the contract allows here; the first is the one expected. */
  status: readonly number[];
  expect: Expectation;
  /** Why a call could not be made (nothing to ask about). */
  skip?: string;
}

function reasonOf(error: unknown): string {
  if (error instanceof Error && error.name === "TimeoutError") return `no answer within ${TIMEOUT_MS / 1000} s`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/** A 429 is the contract's too: a Retry-After in seconds and the error shape. */
function limitMismatches(response: Response, body: unknown): Mismatch[] {
  const retryAfter = response.headers.get("Retry-After");
  const mismatches = fits(errorSchema)(body);
  if (!retryAfter || !/^\d+$/.test(retryAfter.trim())) {
    mismatches.push({ path: "headers.Retry-After", message: retryAfter ? `Expected whole seconds, received "${retryAfter}"` : "Required" });
  }
  return mismatches;
}

/** Asks the backend one thing and holds its answer to the contract. */
export class Probe {
  readonly outcomes: Outcome[] = [];

  constructor(
    private readonly base: string,
    private readonly onOutcome: (outcome: Outcome) => void = () => undefined,
  ) {}

  private record(outcome: Outcome) {
    this.outcomes.push(outcome);
    this.onOutcome(outcome);
  }

  /** The body when the status was one expected (so later calls can use it), else undefined. */
  async ask({ method = "GET", path, headers = {}, json, form, status, expect, skip }: Ask): Promise<unknown> {
    const label = `${method} ${path}`;
    if (skip) {
      this.record({ kind: "skip", line: label, reason: skip });
      return undefined;
    }
    let response: Response;
    try {
      response = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          accept: "application/json",
          ...(json === undefined ? {} : { "content-type": "application/json" }),
          ...(method === "POST" ? { "Idempotency-Key": randomUUID() } : {}),
          ...headers,
        },
        body: json === undefined ? form : JSON.stringify(json),
        redirect: "follow",
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new Unreachable(`cannot reach ${this.base}: ${reasonOf(error)}`);
    }
    const line = `${label} → ${response.status}`;
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      this.record({ kind: "mismatch", line, mismatches: [{ path: "body", message: `Expected JSON, received ${JSON.stringify(text.slice(0, 60))}` }] });
      return undefined;
    }
    if (response.status === 429 && !status.includes(429)) {
      const mismatches = limitMismatches(response, body);
      if (mismatches.length > 0) this.record({ kind: "mismatch", line, mismatches });
      else this.record({ kind: "skip", line, reason: `rate limited; try again in ${response.headers.get("Retry-After")} s` });
      return undefined;
    }
    const mismatches: Mismatch[] = status.includes(response.status)
      ? expect(body)
      : [{ path: "status", message: `Expected ${status.join(" or ")}, received ${response.status}` }];
    this.record(mismatches.length === 0 ? { kind: "pass", line } : { kind: "mismatch", line, mismatches });
    return status.includes(response.status) ? body : undefined;
  }
}
