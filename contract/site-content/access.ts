import type { StaffRole } from "../staff";

/**
 * Who may edit site content: the one place to change when the "editor" role arrives
 * (the API enforces it, the console hides what others cannot do).
 */
export const SITE_CONTENT_ROLES: readonly StaffRole[] = ["owner", "staff"];

export const canEditSiteContent = (roles: StaffRole | readonly StaffRole[]) =>
  (Array.isArray(roles) ? roles : [roles]).some((role) => SITE_CONTENT_ROLES.includes(role));
