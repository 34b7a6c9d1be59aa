import type { Request, Response } from "express";
import type { Transaction } from "../db/client";
import { type IdempotencyStore, readIdempotencyKey } from "./idempotency";

/**
 * Stores a form (enquiry, application) once per Idempotency-Key and answers 201 with its
 * receipt; a retry with the same key gets the first answer again, marked as a replay.
 */
export async function answerOnce<Body extends object>(
  req: Request,
  res: Response,
  store: IdempotencyStore,
  scope: string,
  fingerprint: string,
  insert: (tx: Transaction) => Promise<Body>,
): Promise<void> {
  const answer = await store.run(scope, readIdempotencyKey(req), fingerprint, async (tx) => ({
    status: 201,
    body: await insert(tx),
  }));
  if (answer.replayed) res.set("Idempotent-Replayed", "true");
  res.status(answer.status).json(answer.body);
}
