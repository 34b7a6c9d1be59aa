import type { Router } from "express";
import type { LeadKind } from "../../contract/leads";
import { may, type Action, type Role } from "../../contract/permissions";
import { mayLead } from "../../api/http/lead-access";

/**
 * Who may call each route of the API, as the role sweep (roles.test.ts) checks it. Every route
 * the router answers must be listed here, so a new one cannot go unchecked:
 * - `may`: a staff session whose roles allow the action (contract/permissions.ts);
 * - `lead`: a staff session whose roles allow reading or working the kind of the lead it touches,
 *   called once with a real lead of each kind (`kinds`: of that kind only);
 * - `anyLead`: a staff session that may read or work some kind of lead; `body(lead)` is sent once
 *   for a real lead of each kind, which the caller must also be allowed (bulk changes);
 * - `site`: the site's key only, `admin`: the admin token only (a staff session gets 401);
 * - `open`: no credential needed (the site's visitors, sign-in and invitation links).
 */
export type Rule =
  | { may: Action; body?: unknown; query?: string; freshSession?: true }
  | { lead: "read" | "work"; kinds?: LeadKind[]; body?: unknown }
  | { lead: "delete" }
  | { anyLead: "read" | "work"; query?: (kind: LeadKind) => string; body?: (lead: { kind: LeadKind; id: number }) => unknown }
  | { site: true }
  | { admin: true }
  | { open: true; body?: unknown; query?: string };

export const ROUTE_RULES: Record<string, Rule> = {
  "GET /health": { open: true },
  "GET /openapi.json": { open: true },
  // The site's visitors: blog, comments, likes, forms, countries, content, openings, work.
  "GET /blogs": { open: true },
  "GET /blogs/slug/:slug": { open: true },
  "POST /blogs": { admin: true },
  "PUT /blogs/:id": { admin: true },
  "GET /comments/blog/:blogId": { open: true },
  "POST /comments/blog/:blogId": { open: true, body: {} },
  "PUT /comments/blog/:blogId/:commentId": { open: true, body: {} },
  "DELETE /comments/:commentId": { open: true },
  "POST /likes": { open: true, body: {} },
  "POST /comments/:commentId/like": { open: true, body: {} },
  "GET /likes/status": { open: true },
  "GET /likes/mine": { open: true },
  "POST /enquiries": { open: true, body: {} },
  "GET /enquiries": { admin: true },
  "POST /applications": { open: true },
  "GET /applications": { admin: true },
  "GET /applications/:id/resume": { admin: true },
  "GET /countries": { open: true },
  "GET /images/:file": { open: true },
  "GET /media/items": { open: true },
  "POST /consents": { open: true, body: {} },
  "GET /consents/:id": { admin: true },
  "GET /openings": { open: true },
  "GET /case-studies": { open: true },
  "GET /site-content/:kind": { open: true },
  "POST /visits": { site: true },
  "GET /insights/weekly": { site: true },
  "GET /admin/data/export": { admin: true },
  "POST /admin/data/backup": { admin: true },
  // Signing in, invitation and reset links: no session yet.
  "POST /staff/sessions": { open: true, body: {} },
  "GET /staff/invitations/:token": { open: true },
  "POST /staff/welcome": { open: true, body: {} },
  "POST /staff/password-resets": { site: true },
  "POST /staff/password-resets/complete": { open: true, body: {} },
  // One's own account.
  "GET /staff/me": { may: "account.own" },
  "PATCH /staff/me": { may: "account.own", body: {} },
  "POST /staff/me/password": { may: "account.own", body: {} },
  "GET /staff/sessions": { may: "account.own" },
  "DELETE /staff/sessions/current": { may: "account.own", freshSession: true },
  "DELETE /staff/sessions/others": { may: "account.own" },
  "DELETE /staff/sessions/:id": { may: "account.own" },
  "POST /staff/totp/setup": { may: "account.own" },
  "POST /staff/totp/confirm": { may: "account.own", body: {} },
  "POST /staff/totp/recovery-codes": { may: "account.own", body: {} },
  "DELETE /staff/totp": { may: "account.own", body: {} },
  "POST /staff/live-token": { may: "account.own" },
  "GET /staff/blogs": { may: "drafts.preview" },
  "GET /staff/blogs/slug/:slug": { may: "drafts.preview" },
  // Leads: each checked by the kind of the lead it touches (api/http/lead-access.ts).
  "GET /staff/leads": { anyLead: "read", query: (kind) => `?kind=${kind}` },
  "GET /staff/leads.csv": { anyLead: "read", query: (kind) => `?kind=${kind}` },
  "GET /staff/leads/counts": { may: "account.own" },
  "GET /staff/leads/:kind/:id": { lead: "read" },
  "GET /staff/leads/:kind/:id/neighbours": { lead: "read" },
  "GET /staff/leads/application/:id/resume": { lead: "read", kinds: ["application"] },
  "GET /staff/leads/:kind/:id/status": { site: true },
  "POST /staff/leads/:kind/:id/status": { lead: "work", body: {} },
  "POST /staff/leads/:kind/:id/notes": { lead: "work", body: {} },
  "PATCH /staff/leads/:kind/:id/notes/:noteId": { lead: "work", body: {} },
  "DELETE /staff/leads/:kind/:id/notes/:noteId": { lead: "work" },
  "POST /staff/leads/:kind/:id/not-spam": { lead: "work" },
  "POST /staff/leads/:kind/:id/assignee": { lead: "work", body: {} },
  "POST /staff/leads/:kind/:id/next-step": { lead: "work", body: {} },
  "POST /staff/leads/:kind/:id/outcome": { lead: "work", body: {} },
  "POST /staff/leads/:kind/:id/contacts": { lead: "work", body: {} },
  "POST /staff/leads/:kind/:id/call-outcome": { lead: "work", body: {} },
  "DELETE /staff/leads/:kind/:id": { lead: "delete" },
  "POST /staff/leads/bulk": { anyLead: "work", body: (lead) => ({ action: "assign", staff_id: null, leads: [lead] }) },
  "GET /staff/lead-assignees": { anyLead: "work", query: (kind) => `?kind=${kind}` },
  "GET /staff/hiring/board": { may: "applications.read" },
  // The site's own calls about leads, with its key.
  "GET /staff/whatsapp-templates": { site: true },
  "POST /staff/lead-reminders/claim": { site: true },
  "POST /staff/lead-reminders/release": { site: true },
  "GET /staff/auto-reply": { site: true },
  // Owners' settings.
  "GET /staff/lead-settings": { may: "settings.manage" },
  "PUT /staff/lead-settings": { may: "settings.manage", body: {} },
  "GET /staff/settings/intake": { may: "settings.manage" },
  "PUT /staff/settings/replies": { may: "settings.manage", body: {} },
  "PUT /staff/settings/spam": { may: "settings.manage", body: {} },
  "GET /staff/webhooks": { may: "settings.manage" },
  "POST /staff/webhooks": { may: "settings.manage", body: {} },
  "DELETE /staff/webhooks/:id": { may: "settings.manage" },
  "POST /staff/invitations": { may: "staff.manage", body: {} },
  "GET /staff/members": { may: "staff.manage" },
  "DELETE /staff/members/:id": { may: "staff.manage" },
  "PATCH /staff/members/:id": { may: "staff.manage", body: {} },
  "GET /staff/audit": { may: "audit.read" },
  "GET /staff/insights": { may: "insights.read" },
  "GET /staff/backups": { may: "backups.read" },
  "GET /staff/backup-health": { may: "backups.read" },
  "POST /staff/backups/:name": { may: "backups.read", body: {} },
  "POST /staff/backups": { may: "backups.create" },
  "GET /staff/privacy": { may: "privacy.requests", query: "?q=someone@example.com" },
  "GET /staff/privacy/export": { may: "privacy.requests", query: "?q=someone@example.com" },
  "POST /staff/privacy/erase": { may: "privacy.requests", body: {} },
  // Hiring's openings; the editors' posts, comments, work, media and site content.
  "GET /staff/openings": { may: "openings.edit" },
  "POST /staff/openings": { may: "openings.edit", body: {} },
  "PUT /staff/openings/:id": { may: "openings.edit", body: {} },
  "POST /staff/openings/:id/move": { may: "openings.edit", body: {} },
  "DELETE /staff/openings/:id": { may: "openings.edit" },
  "GET /staff/posts": { may: "posts.edit" },
  "POST /staff/posts/preview": { may: "posts.edit", body: {} },
  "GET /staff/posts/:id": { may: "posts.edit" },
  "POST /staff/posts": { may: "posts.edit", body: {} },
  "PUT /staff/posts/:id": { may: "posts.edit", body: {} },
  "POST /staff/posts/:id/publish": { may: "posts.edit", body: {} },
  "POST /staff/posts/:id/unpublish": { may: "posts.edit", body: {} },
  "GET /staff/posts/:id/revisions": { may: "posts.edit" },
  "GET /staff/posts/:id/revisions/:revision": { may: "posts.edit" },
  "POST /staff/posts/:id/revisions/:revision/restore": { may: "posts.edit", body: {} },
  "DELETE /staff/posts/:id": { may: "posts.edit" },
  "POST /staff/images": { may: "posts.edit" },
  "GET /staff/comments": { may: "comments.moderate" },
  "GET /staff/comments/counts": { may: "comments.moderate" },
  "POST /staff/comments/:commentId/:action(approve|hide|spam)": { may: "comments.moderate" },
  "DELETE /staff/comments/:commentId": { may: "comments.moderate" },
  "GET /staff/comment-block-list": { may: "comments.moderate" },
  "PUT /staff/comment-block-list": { may: "comments.moderate", body: {} },
  "GET /staff/case-studies": { may: "work.edit" },
  "POST /staff/case-studies": { may: "work.edit", body: {} },
  "PUT /staff/case-studies/:id": { may: "work.edit", body: {} },
  "POST /staff/case-studies/:id/move": { may: "work.edit", body: {} },
  "DELETE /staff/case-studies/:id": { may: "work.edit" },
  "POST /staff/media": { may: "media.edit" },
  "GET /staff/media": { may: "media.edit" },
  "GET /staff/media/:id": { may: "media.edit" },
  "PATCH /staff/media/:id": { may: "media.edit", body: {} },
  "DELETE /staff/media/:id": { may: "media.edit" },
  "GET /staff/site-content": { may: "content.edit" },
  "GET /staff/site-content/:kind": { may: "content.edit" },
  "GET /staff/site-content/:kind/:key": { may: "content.edit" },
  "PUT /staff/site-content/:kind/:key": { may: "content.edit", body: {} },
  "POST /staff/site-content/:kind/:key/publish": { may: "content.edit" },
  "GET /staff/site-content/:kind/:key/revisions/:id": { may: "content.edit" },
  "POST /staff/site-content/:kind/:key/revisions/:id/restore": { may: "content.edit" },
};

/** Every "METHOD /path" the router answers, read from its own route table (nested routers included). */
export function routesOf(router: Router): string[] {
  type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } };
  const out: string[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) out.push(`${method.toUpperCase()} ${layer.route.path}`);
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((router as unknown as { stack: Layer[] }).stack);
  return [...new Set(out)];
}

/** Values for path parameters that name nothing (an allowed call answers 400/404 and changes nothing). */
const NOTHING: Record<string, string> = {
  id: "999999",
  noteId: "999999",
  blogId: "999999",
  commentId: "999999",
  revision: "999999",
  slug: "no-such-post",
  token: "no-such-token",
  file: "no-such-picture.webp",
  name: "site-backup-2026-01-01.tar.gz",
  action: "approve",
  kind: "company",
  key: "company",
};

/** A media item's id is a UUID: anything else is a 404 before the roles are asked. */
const NO_MEDIA = "00000000-0000-0000-0000-000000000000";

/** The path with its parameters filled: a lead's from `lead`, the rest naming nothing. */
export function pathOf(route: string, lead?: { kind: LeadKind; id: number }): string {
  const path = route.split(" ")[1];
  return path.replace(/:(\w+)(\([^)]*\))?/g, (_, name: string) => {
    if (lead && name === "kind") return lead.kind;
    if (lead && name === "id") return String(lead.id);
    if (name === "id" && path.startsWith("/staff/media/")) return NO_MEDIA;
    return NOTHING[name] ?? "x";
  });
}

/** Whether someone holding only `role` may make this call (session rules only). */
export function allows(role: Role, rule: Rule, kind?: LeadKind): boolean {
  if ("may" in rule) return may([role], rule.may);
  if ("lead" in rule) return rule.lead === "delete" ? may([role], "leads.delete") : mayLead([role], kind!, rule.lead);
  if ("anyLead" in rule) {
    const some = (["enquiry", "application"] as const).some((one) => mayLead([role], one, rule.anyLead));
    // A call naming a lead (a body or ?kind=) must be allowed for that lead's kind as well.
    return some && (kind === undefined || (mayLead([role], kind, rule.anyLead) && mayLead([role], kind, "read")));
  }
  return false;
}
