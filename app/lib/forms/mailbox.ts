/**
 * An email address as the mailbox it reaches: trimmed and lower-cased, without a `+tag`
 * (sub-addresses reach the same mailbox at most providers), and for Gmail without the dots it
 * ignores, googlemail.com read as gmail.com. What counts "the same address" wherever a limit
 * does (the automatic reply, a form page's timestamp); two mailboxes it merges share a limit.
 */
export function normalisedMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1).replace(/\.+$/, "");
  local = local.split("+")[0] || local;
  if (domain === "googlemail.com") domain = "gmail.com";
  if (domain === "gmail.com") local = local.replaceAll(".", "");
  return `${local}@${domain}`;
}
