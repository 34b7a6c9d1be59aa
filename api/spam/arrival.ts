import type { Request } from "express";
import { z } from "zod";
import type { LeadKind } from "../../contract/leads";
import { TEST_SUBMISSION_HEADER, TEST_SUBMISSION_REASON } from "../../contract/test-submission";
import type { Transaction } from "../db/client";
import { emitLeadEvent } from "../webhooks/emit";
import { type FormSignals, scoreLead } from "./score";

/**
 * The form signals as the site sends them: a JSON object on an enquiry, a JSON string field on
 * an application's multipart form. Anything unreadable counts as no signal rather than a refusal:
 * a signal only ever adds to the score.
 */
export const signalsSchema = z
  .preprocess(
    (value) => {
      if (typeof value !== "string") return value;
      try {
        return JSON.parse(value);
      } catch {
        return undefined;
      }
    },
    z.object({ honeypot: z.boolean().optional(), elapsed_ms: z.number().finite().optional() }).nullish(),
  )
  .catch(undefined);

interface Arrival {
  email: string;
  message: string | null;
  signals?: FormSignals | null;
  ip?: string | null;
  /** Sent by a conformance check (TEST_SUBMISSION_HEADER): kept as spam, never announced. */
  test?: boolean;
}

/**
 * Stores a lead with its spam verdict and tells the webhooks of it, in the caller's transaction:
 * a spam lead is kept (status "spam", with its reasons) but not announced. Answers the receipt with
 * `spam`, which the site reads to hold back its staff mail and the visitor's reply.
 */
export interface SpamColumns {
  status: "new" | "spam";
  spamScore: number;
  spamReasons: string[];
  contentHash: string | null;
  senderHash: string | null;
}

/** Whether a form is a conformance check's test submission. */
export const isTestSubmission = (req: Request) => req.get(TEST_SUBMISSION_HEADER) === "1";

export async function storeArrival<Receipt extends { id: number }>(
  tx: Transaction,
  kind: LeadKind,
  arrival: Arrival,
  insert: (spam: SpamColumns) => Promise<Receipt>,
): Promise<Receipt & { spam: boolean }> {
  const scored = await scoreLead(tx, { kind, ...arrival });
  const verdict = arrival.test ? { ...scored, isSpam: true, spamReasons: [TEST_SUBMISSION_REASON, ...scored.spamReasons] } : scored;
  const receipt = await insert({
    status: verdict.isSpam ? "spam" : "new",
    spamScore: verdict.spamScore,
    spamReasons: verdict.spamReasons,
    contentHash: verdict.contentHash,
    senderHash: verdict.senderHash,
  });
  if (!verdict.isSpam) await emitLeadEvent(tx, { type: "lead.created", kind, leadId: receipt.id });
  return { ...receipt, spam: verdict.isSpam };
}
