import { and, eq, lt, sql } from "drizzle-orm";
import type { Request } from "express";
import type { Database, Transaction } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { IDEMPOTENCY_RETENTION_DAYS, TEXT_LIMITS } from "../limits";
import { sha256Hex } from "../security/tokens";
import { HttpError, badRequest } from "./errors";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
const KEY_FORMAT = new RegExp(`^[\\x21-\\x7E]{1,${TEXT_LIMITS.idempotencyKey}}$`);
const PURGE_EVERY_MS = 60 * 60 * 1000;

export interface StoredAnswer<Body> {
  status: number;
  body: Body;
  /** True when this is the first answer given again for a repeated key. */
  replayed: boolean;
}

export function readIdempotencyKey(req: Request): string | null {
  const key = req.get(IDEMPOTENCY_HEADER);
  if (key === undefined) return null;
  if (!KEY_FORMAT.test(key)) {
    throw badRequest(
      `${IDEMPOTENCY_HEADER} header must be 1 to ${TEXT_LIMITS.idempotencyKey} visible ASCII characters`,
    );
  }
  return key;
}

/** Same request, same fingerprint, whatever the order of its JSON keys. */
export function fingerprintOf(value: unknown): string {
  return sha256Hex(stableJson(value));
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * Runs `work` once per (scope, key). The key's row is inserted in the same transaction as the
 * work, so a concurrent retry waits on the unique key and then replays the committed answer;
 * if the first attempt fails, nothing is kept and a retry runs the work afresh.
 */
export class IdempotencyStore {
  private lastPurge = 0;

  constructor(private readonly db: Database) {}

  async run<Body extends object>(
    scope: string,
    key: string | null,
    fingerprint: string,
    work: (tx: Transaction) => Promise<{ status: number; body: Body }>,
  ): Promise<StoredAnswer<Body>> {
    if (key === null) {
      const answer = await this.db.transaction(work);
      return { ...answer, replayed: false };
    }
    await this.purgeExpired();
    return this.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ scope, key, fingerprint })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) return this.replay<Body>(tx, scope, key, fingerprint);

      const answer = await work(tx);
      await tx
        .update(idempotencyKeys)
        .set({ statusCode: answer.status, response: answer.body })
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      return { ...answer, replayed: false };
    });
  }

  private async replay<Body>(
    tx: Transaction,
    scope: string,
    key: string,
    fingerprint: string,
  ): Promise<StoredAnswer<Body>> {
    const [previous] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    if (!previous || previous.statusCode === null) {
      throw new HttpError(409, `A request with this ${IDEMPOTENCY_HEADER} is still being processed; retry shortly`);
    }
    if (previous.fingerprint !== fingerprint) {
      throw new HttpError(422, `${IDEMPOTENCY_HEADER} was already used for a different request`);
    }
    return { status: 200, body: previous.response as Body, replayed: true };
  }

  private async purgeExpired(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    await this.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${IDEMPOTENCY_RETENTION_DAYS})`));
  }
}
