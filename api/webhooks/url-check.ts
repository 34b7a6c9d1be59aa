import { type OutboundPolicy, type UrlRefusal, urlRefusal } from "../outbound/policy";

const PUBLIC_ONLY = "A webhook URL must be a public address, not a local or private network one";

const MESSAGES: Record<UrlRefusal, string> = {
  credentials: "A webhook URL must not carry a user name or password",
  scheme: "A webhook URL must start with https://",
  port: "A webhook URL must use the standard https port (443): leave the port out",
  address: PUBLIC_ONLY,
  "local name": PUBLIC_ONLY,
  "single label": "A webhook URL must name a public host",
};

/**
 * Why this URL cannot receive webhooks, or null when it can: the outbound policy's own rules
 * (api/outbound/policy.ts) on the URL as written, and https only outside development. It cannot
 * know what a name will resolve to when a delivery is sent; the client checks that then.
 */
export function webhookUrlProblem(value: string, policy: OutboundPolicy): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "Enter a full URL, starting with https://";
  }
  const refusal = url.protocol !== "https:" && !policy.allowPrivate ? "scheme" : urlRefusal(url, policy);
  return refusal ? MESSAGES[refusal] : null;
}
