import type { AppLoadContext } from "@remix-run/node";

/** The mail side the console uses (server/mail via AppLoadContext), as far as the console needs it. */
interface StaffNotifications {
  enabled: boolean;
  staffLink(kind: "invite" | "password-reset", to: string, url: string): Promise<void>;
}

/** The server's notifications, when it wires them; a server without them sends no mail. */
function notificationsOf(context: AppLoadContext): StaffNotifications | undefined {
  return (context as { notifications?: StaffNotifications }).notifications;
}

export function mailEnabled(context: AppLoadContext): boolean {
  return notificationsOf(context)?.enabled === true;
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
): Promise<boolean> {
  const notifications = notificationsOf(context);
  if (!notifications?.enabled) return false;
  try {
    await notifications.staffLink(kind, to, url);
    return true;
  } catch (error) {
    console.warn(`The ${kind} link for ${to} could not be queued for mail`, error);
    return false;
  }
}
