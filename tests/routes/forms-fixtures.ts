import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ActionFunctionArgs } from "@remix-run/node";
import type { FormReply } from "~/lib/forms/form-reply";
import { Outbox } from "../../server/outbox/outbox";

export const SITE = "http://localhost";

/** A clock the tests move by hand, so retries fall due without waiting. */
export function manualClock(start = Date.now()) {
  let now = start;
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

export async function openTestOutbox(dir: string, clock = manualClock()) {
  return { outbox: await Outbox.open({ dataDir: dir }, clock.now), clock };
}

export function tempDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "forms-outbox-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

let lastAddress = 0;

/** A fresh visitor address, so each case starts with its own rate-limit allowance. */
export function newAddress(): string {
  lastAddress += 1;
  return `203.0.113.${lastAddress}`;
}

export function formPost(
  pathname: string,
  body: FormData | Record<string, string>,
  headers: Record<string, string> = {},
): Request {
  const payload = body instanceof FormData ? body : new URLSearchParams(body);
  return new Request(`${SITE}${pathname}`, {
    method: "POST",
    body: payload,
    headers: { Origin: SITE, "Sec-Fetch-Site": "same-origin", ...headers },
  });
}

type Action = (args: ActionFunctionArgs) => Promise<unknown> | unknown;

/** Runs a route action as Remix would and unwraps the data() answer. */
export async function runAction(action: Action, request: Request, context: ActionFunctionArgs["context"]) {
  const answer = (await action({ request, params: {}, context })) as {
    data: FormReply;
    init: ResponseInit | null;
  };
  const headers = new Headers(answer.init?.headers);
  return { reply: answer.data, status: answer.init?.status ?? 200, headers };
}
