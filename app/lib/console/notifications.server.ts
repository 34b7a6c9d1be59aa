import type { AppLoadContext } from "@remix-run/node";

/** Whether the server sends mail (SMTP_URL set); the console shows a banner when it does not. */
export function mailEnabled(context: AppLoadContext): boolean {
  return context.notifications?.enabled === true;
}

/**
 * Emails a one-time link when mail is on; never fails the page that asked (the link is shown
 * or the generic message given either way). Answers whether it was handed to the mail queue.
 */
export async function sendStaffLink(
  context: AppLoadContext,
  kind: "invite" | "password-reset",
  to: string,
  url: string,
  details?: { inviter?: string; role?: string },
): Promise<boolean> {
  const notifications = context.notifications;
  if (!notifications?.enabled) return false;
  try {
    await (details ? notifications.staffLink(kind, to, url, details) : notifications.staffLink(kind, to, url));
    return true;
  } catch (error) {
    console.warn(`The ${kind} link for ${to} could not be queued for mail`, error);
    return false;
  }
}
