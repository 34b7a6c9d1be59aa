import type { IncomingMessage, ServerResponse } from "node:http";
import express from "express";
import type { RedisClient } from "../../app/lib/redis.server";
import { VISIT_BATCH_MAX, type VisitRow } from "../../contract/visits";
import { clientAddress } from "./client-address";
import { VisitCounter } from "./visit-counter";
import { MemoryVisitorBook, RedisVisitorBook, type VisitorBook } from "./visitor-book";

/** How often counts go to the API; a crash loses at most this much counting. */
export const VISIT_FLUSH_MS = 30_000;

/** TRUST_PROXY as Express compiles it, for the address of a request met before Express. */
export function trustFor(setting: string): (address: string, hop: number) => boolean {
  return express().set("trust proxy", setting).get("trust proxy fn") as (address: string, hop: number) => boolean;
}

export interface VisitCounting {
  observe(req: IncomingMessage, res: ServerResponse): void;
  /** Sends what was counted (also on shutdown). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

interface StartOptions {
  siteUrl: string;
  trust: (address: string, hop: number) => boolean;
  /** Sends one batch to the API (POST /api/visits with the site key). */
  send: (rows: VisitRow[]) => Promise<void>;
  /** Shared uniques and salt when several instances run. */
  redis?: RedisClient | null;
  flushEveryMs?: number;
  /** Tests: a clock, and a book to look into. */
  now?: () => Date;
  book?: VisitorBook;
}

export function startVisitCounting({ siteUrl, trust, send, redis, flushEveryMs = VISIT_FLUSH_MS, now, book }: StartOptions): VisitCounting {
  const counter = new VisitCounter({
    ownHost: new URL(siteUrl).host.toLowerCase(),
    book: book ?? (redis ? new RedisVisitorBook(redis) : new MemoryVisitorBook()),
    addressOf: (req) => clientAddress(req, trust),
    now,
  });
  let reported = false;
  let flushing: Promise<void> = Promise.resolve();
  const flushOnce = async () => {
    const rows = counter.drain();
    for (let start = 0; start < rows.length; start += VISIT_BATCH_MAX) {
      const batch = rows.slice(start, start + VISIT_BATCH_MAX);
      try {
        await send(batch);
        reported = false;
      } catch (error) {
        counter.restore(rows.slice(start));
        // Once per outage: the counts wait in memory for the API to be back.
        if (!reported) console.warn(`[visits] counts kept for later: ${error instanceof Error ? error.message : String(error)}`);
        reported = true;
        return;
      }
    }
  };
  const flush = () => (flushing = flushing.then(flushOnce));
  const timer = setInterval(() => void flush(), flushEveryMs);
  timer.unref();
  return {
    observe: (req, res) => counter.observe(req, res),
    flush,
    stop: async () => {
      clearInterval(timer);
      await flush();
    },
  };
}

/** A request listener that counts each request first, before the page cache or anything else answers it. */
export function countingFirst(
  visits: Pick<VisitCounting, "observe"> | undefined,
  listener: (req: IncomingMessage, res: ServerResponse) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  if (!visits) return listener;
  return function counted(req, res) {
    visits.observe(req, res);
    listener(req, res);
  };
}
