import type { AppLoadContext } from "@remix-run/node";
import { welcomeUrl } from "./account-links.server";
import type { StaffRole } from "./leads";
import { sendStaffLink } from "./notifications.server";

export interface Invitation {
  email: string;
  role: StaffRole;
  url: string;
  expires_at: string;
  /** Whether the link was handed to the mail queue (mail on). */
  emailed: boolean;
}

/** An invitation the API made, turned into the link a person opens, and emailed when mail is on. */
export async function deliverInvitation(
  context: AppLoadContext,
  invitation: { email: string; role: StaffRole; token?: string; expires_at: string },
  /** Who invited, named in the mail; the host command (admin token) has no name. */
  inviter?: string,
): Promise<Invitation> {
  if (!invitation.token) throw new Error("The API made an invitation without a token");
  const url = welcomeUrl(invitation.token);
  const emailed = await sendStaffLink(context, "invite", invitation.email, url, { inviter, role: invitation.role });
  return { email: invitation.email, role: invitation.role, url, expires_at: invitation.expires_at, emailed };
}
