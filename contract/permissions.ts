/**
 * Who may do what, written once: the API's checks (api/http/permissions.ts), the console's
 * navigation and pages, the roles test and the table in docs/roles.md all read this.
 * Free of zod and of the API: the console's pages import it.
 */
export const ROLES = ["owner", "sales", "hiring", "editor"] as const;
export type Role = (typeof ROLES)[number];

/** What an old "staff" member held: everything but the owner's powers, so nothing changes for them. */
export const FORMER_STAFF_ROLES: readonly Role[] = ["sales", "hiring", "editor"];

export const ROLE_NAMES: Record<Role, string> = {
  owner: "Owner",
  sales: "Sales",
  hiring: "Hiring",
  editor: "Editor",
};

export const ROLE_DUTIES: Record<Role, string> = {
  owner: "everything, staff, settings, audit log, privacy requests",
  sales: "enquiries",
  hiring: "job applications and openings",
  editor: "posts, comments and work",
};

/** Each action with the roles that may do it and the words the docs and a refusal use. */
export const PERMISSIONS = {
  "account.own": { roles: ["owner", "sales", "hiring", "editor"], what: "see and change their own account, sessions and two-factor" },
  "drafts.preview": { roles: ["owner", "sales", "hiring", "editor"], what: "preview draft posts on the site" },
  "enquiries.read": { roles: ["owner", "sales"], what: "read enquiries in the inbox, export them" },
  "enquiries.work": { roles: ["owner", "sales"], what: "change an enquiry's status, add notes" },
  "applications.read": { roles: ["owner", "hiring"], what: "read job applications, read and download résumés" },
  "applications.work": { roles: ["owner", "hiring"], what: "move an application through the hiring stages, add notes" },
  "openings.edit": { roles: ["owner", "hiring"], what: "create, edit, order and delete openings" },
  "posts.edit": { roles: ["owner", "editor"], what: "write, publish and delete posts, upload images" },
  "comments.moderate": { roles: ["owner", "editor"], what: "moderate comments, edit the block list" },
  "work.edit": { roles: ["owner", "editor"], what: "create, edit, order and delete work (case studies)" },
  "leads.delete": { roles: ["owner"], what: "delete an enquiry or an application" },
  "staff.manage": { roles: ["owner"], what: "invite, remove and change the roles of staff" },
  "audit.read": { roles: ["owner"], what: "read the audit log" },
  "insights.read": { roles: ["owner"], what: "read the insights: visits, lead sources, conversion and won value" },
  "media.edit": { roles: ["owner", "editor"], what: "upload, describe and delete pictures in the media library" },
  "content.edit": { roles: ["owner", "editor"], what: "edit, preview, publish and restore the site's content" },
  "backups.read": { roles: ["owner"], what: "see and download the automatic backups" },
  "backups.create": { roles: ["owner"], what: "make a backup now" },
  "settings.manage": { roles: ["owner"], what: "change the automatic replies, the spam threshold and the webhooks" },
  "privacy.requests": { roles: ["owner"], what: "find, export and erase one person's data (DPDP)" },
} as const satisfies Record<string, { roles: readonly Role[]; what: string }>;

export type Action = keyof typeof PERMISSIONS;
export const ACTIONS = Object.keys(PERMISSIONS) as Action[];

/** Whether someone holding `roles` may do `action`. */
export const may = (roles: readonly string[], action: Action): boolean =>
  (PERMISSIONS[action].roles as readonly string[]).some((role) => roles.includes(role));

/** The refusal's words when any one of `actions` would do: which roles it takes, so the person knows whom to ask. */
export const refusalOfAny = (actions: readonly Action[]): string =>
  `Your roles do not allow this: it needs ${ROLES.filter((role) => actions.some((action) => may([role], action)))
    .map((role) => ROLE_NAMES[role])
    .join(" or ")} (${actions.map((action) => PERMISSIONS[action].what).join("; or ")})`;

/** The refusal's words for one action. */
export const refusalOf = (action: Action): string => refusalOfAny([action]);

/** The roles × actions table of docs/roles.md, as Markdown; a test checks the doc holds exactly this. */
export function permissionTable(): string {
  const head = `| action | ${ROLES.join(" | ")} |`;
  const rule = `| --- | ${ROLES.map(() => ":---:").join(" | ")} |`;
  const rows = ACTIONS.map(
    (action) => `| \`${action}\`: ${PERMISSIONS[action].what} | ${ROLES.map((role) => (may([role], action) ? "yes" : "no")).join(" | ")} |`,
  );
  return [head, rule, ...rows].join("\n");
}

/** Roles in the table's order without repeats: how a set of roles is stored and shown. */
export const normalRoles = (roles: readonly string[]): Role[] => ROLES.filter((role) => roles.includes(role));

/** The one role older clients and backends know ("owner" or "staff"), sent beside `roles`. */
export const legacyRoleOf = (roles: readonly string[]): "owner" | "staff" => (roles.includes("owner") ? "owner" : "staff");

/** A legacy role as a set: "staff" held everything but the owner's powers. */
export const rolesOfLegacy = (role: "owner" | "staff"): Role[] => (role === "owner" ? ["owner"] : [...FORMER_STAFF_ROLES]);
