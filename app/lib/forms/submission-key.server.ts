import crypto from "node:crypto";
import { HONEYPOT_VALID_FROM_FIELD } from "../honeypot.server";

/**
 * The Idempotency-Key of one submission. The honeypot's timestamp is encrypted afresh for
 * every page the site renders, so the same form filled in the same way on the same page
 * (a double click, or a browser re-posting after a refresh) yields the same key and the API
 * keeps one copy, while anything new yields a new key. Without that field: a random key.
 */
export function submissionKey(
  kind: string,
  formData: FormData,
  content: unknown,
  file?: Uint8Array<ArrayBuffer>,
): string {
  const rendered = formData.get(HONEYPOT_VALID_FROM_FIELD);
  if (typeof rendered !== "string" || rendered === "") return crypto.randomUUID();
  const hash = crypto.createHash("sha256").update(`${kind}\n${rendered}\n${JSON.stringify(content)}\n`);
  if (file) hash.update(file);
  return hash.digest("hex");
}
