import { createHmac, randomBytes } from "node:crypto";

export const TIMESTAMP_HEADER = "X-Webhook-Timestamp";
export const SIGNATURE_HEADER = "X-Webhook-Signature";
export const EVENT_HEADER = "X-Webhook-Event";
export const DELIVERY_HEADER = "X-Webhook-Id";

/**
 * `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">`: the timestamp is inside what is signed,
 * so a receiver that refuses old timestamps cannot be fed a recorded delivery again later.
 */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** A URL's own signing key, shown to owners: `whsec_` and 48 hex digits. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString("hex")}`;
}
