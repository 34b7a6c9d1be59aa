import { and, eq, gt, or, sql } from "drizzle-orm";
import type { LeadKind } from "../../contract/leads";
import type { Transaction } from "../db/client";
import { sha256Hex } from "../security/tokens";
import { leadTable } from "../services/leads";
import { spamThreshold } from "../services/settings";
import { disposableDomainOf } from "./disposable";
import { REPEAT_WINDOW_MS, SPAM_WEIGHTS, TOO_FAST_MS } from "./weights";

/** What the site's server saw of the form (the API cannot): both only ever add to the score. */
export interface FormSignals {
  /** The hidden field was filled or its signed render time did not check out. */
  honeypot?: boolean;
  /** Milliseconds between the page's render and the post, from the form's signed render time. */
  elapsed_ms?: number;
}

export interface SpamInput {
  kind: LeadKind;
  email: string;
  message: string | null;
  signals?: FormSignals | null;
  /** The visitor's address as the API sees it (the site forwards it). */
  ip?: string | null;
  now?: Date;
}

export interface SpamVerdict {
  spamScore: number;
  spamReasons: string[];
  contentHash: string | null;
  senderHash: string | null;
  isSpam: boolean;
}

const URL_PATTERN = /\bhttps?:\/\/|\bwww\.[a-z0-9-]+\.[a-z]/gi;

export function linksIn(text: string | null): number {
  return text ? (text.match(URL_PATTERN) ?? []).length : 0;
}

/** Case and spacing do not make a message new. */
const normalised = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/**
 * Scores a lead about to be stored, in its transaction. The repeat check takes a lock on the
 * message's hash first, so fifty copies sent at once are judged one after another: the first is
 * kept as it is and the rest count as repeats.
 */
export async function scoreLead(tx: Transaction, input: SpamInput): Promise<SpamVerdict> {
  const reasons: string[] = [];
  let score = 0;
  const add = (weight: number, reason: string) => {
    score += weight;
    reasons.push(reason);
  };

  if (input.signals?.honeypot) add(SPAM_WEIGHTS.honeypot, "Hidden form field filled in (honeypot)");
  const elapsed = input.signals?.elapsed_ms;
  if (typeof elapsed === "number" && elapsed < TOO_FAST_MS) {
    add(SPAM_WEIGHTS.tooFast, `Sent ${(Math.max(0, elapsed) / 1000).toFixed(1)} s after the page loaded`);
  }
  const links = linksIn(input.message);
  if (links > 0) add(Math.min(links * SPAM_WEIGHTS.perLink, SPAM_WEIGHTS.linksMax), `${links} link${links === 1 ? "" : "s"} in the message`);
  const disposable = disposableDomainOf(input.email);
  if (disposable) add(SPAM_WEIGHTS.disposableDomain, `Disposable email domain (${disposable})`);

  const text = input.message ? normalised(input.message) : "";
  const contentHash = text ? sha256Hex(text) : null;
  const senderHash = input.ip ? sha256Hex(`sender:${input.ip}`) : null;
  if (contentHash) {
    const table = leadTable(input.kind);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead-content:${contentHash}`}))`);
    const since = new Date((input.now ?? new Date()).getTime() - REPEAT_WINDOW_MS);
    const sameSender = senderHash
      ? or(eq(table.email, input.email), eq(table.senderHash, senderHash))
      : eq(table.email, input.email);
    const [earlier] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.contentHash, contentHash), gt(table.receivedAt, since), sameSender))
      .limit(1);
    if (earlier) add(SPAM_WEIGHTS.repeated, "Same message sent in the last 24 hours");
  }

  const threshold = await spamThreshold(tx);
  return { spamScore: score, spamReasons: reasons, contentHash, senderHash, isSpam: score >= threshold };
}
