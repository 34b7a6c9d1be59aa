import { readFileSync } from "node:fs";
import type { Router } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACTIONS, may, PERMISSIONS, permissionTable, refusalOf, ROLES, type Action, type Role } from "../../contract/permissions";
import { type TestServer, adminHeaders, json, startTestServer, validEnquiry } from "./helpers";
import { memberSession } from "./staff-helpers";

type Call = { method: string; path: string; body?: unknown; action: Action | "any-lead" };

/**
 * Every /staff endpoint that takes a session, with the action it needs (contract/permissions.ts).
 * Ids name nothing, so an allowed call reaches its handler and answers 400/404/409 without
 * changing anything; only the roles decide between that and 403. "any-lead": the inbox's list,
 * which shows the kinds a role may read and refuses a role that may read none.
 */
const CALLS: Call[] = [
  { method: "GET", path: "/staff/me", action: "account.own" },
  { method: "PATCH", path: "/staff/me", body: {}, action: "account.own" },
  { method: "POST", path: "/staff/me/password", body: {}, action: "account.own" },
  { method: "GET", path: "/staff/sessions", action: "account.own" },
  { method: "DELETE", path: "/staff/sessions/999999", action: "account.own" },
  { method: "POST", path: "/staff/totp/confirm", body: {}, action: "account.own" },
  { method: "POST", path: "/staff/totp/recovery-codes", body: {}, action: "account.own" },
  { method: "DELETE", path: "/staff/totp", body: {}, action: "account.own" },
  { method: "GET", path: "/staff/leads/counts", action: "account.own" },
  { method: "GET", path: "/staff/blogs", action: "drafts.preview" },
  { method: "GET", path: "/staff/blogs/slug/no-such-post", action: "drafts.preview" },
  { method: "GET", path: "/staff/leads", action: "any-lead" },
  { method: "GET", path: "/staff/leads.csv", action: "any-lead" },
  { method: "GET", path: "/staff/leads?kind=enquiry", action: "enquiries.read" },
  { method: "GET", path: "/staff/leads.csv?kind=enquiry", action: "enquiries.read" },
  { method: "GET", path: "/staff/leads/enquiry/999999", action: "enquiries.read" },
  { method: "GET", path: "/staff/leads/enquiry/999999/neighbours", action: "enquiries.read" },
  { method: "POST", path: "/staff/leads/enquiry/999999/status", body: { status: "won" }, action: "enquiries.work" },
  { method: "POST", path: "/staff/leads/enquiry/999999/notes", body: { body: "Called" }, action: "enquiries.work" },
  { method: "PATCH", path: "/staff/leads/enquiry/999999/notes/999999", body: { body: "Called" }, action: "enquiries.work" },
  { method: "DELETE", path: "/staff/leads/enquiry/999999/notes/999999", action: "enquiries.work" },
  { method: "GET", path: "/staff/leads?kind=application", action: "applications.read" },
  { method: "GET", path: "/staff/leads.csv?kind=application", action: "applications.read" },
  { method: "GET", path: "/staff/leads/application/999999", action: "applications.read" },
  { method: "GET", path: "/staff/leads/application/999999/neighbours", action: "applications.read" },
  { method: "GET", path: "/staff/leads/application/999999/resume", action: "applications.read" },
  { method: "POST", path: "/staff/leads/application/999999/status", body: { status: "new" }, action: "applications.work" },
  { method: "POST", path: "/staff/leads/application/999999/notes", body: { body: "Called" }, action: "applications.work" },
  { method: "PATCH", path: "/staff/leads/application/999999/notes/999999", body: { body: "Called" }, action: "applications.work" },
  { method: "DELETE", path: "/staff/leads/application/999999/notes/999999", action: "applications.work" },
  { method: "GET", path: "/staff/hiring/board", action: "applications.read" },
  { method: "DELETE", path: "/staff/leads/enquiry/999999", action: "leads.delete" },
  { method: "DELETE", path: "/staff/leads/application/999999", action: "leads.delete" },
  { method: "GET", path: "/staff/openings", action: "openings.edit" },
  { method: "POST", path: "/staff/openings", body: {}, action: "openings.edit" },
  { method: "PUT", path: "/staff/openings/999999", body: {}, action: "openings.edit" },
  { method: "POST", path: "/staff/openings/999999/move", body: {}, action: "openings.edit" },
  { method: "DELETE", path: "/staff/openings/999999", action: "openings.edit" },
  { method: "GET", path: "/staff/posts", action: "posts.edit" },
  { method: "POST", path: "/staff/posts/preview", body: {}, action: "posts.edit" },
  { method: "GET", path: "/staff/posts/999999", action: "posts.edit" },
  { method: "POST", path: "/staff/posts", body: {}, action: "posts.edit" },
  { method: "PUT", path: "/staff/posts/999999", body: {}, action: "posts.edit" },
  { method: "POST", path: "/staff/posts/999999/publish", body: {}, action: "posts.edit" },
  { method: "POST", path: "/staff/posts/999999/unpublish", body: {}, action: "posts.edit" },
  { method: "DELETE", path: "/staff/posts/999999", action: "posts.edit" },
  { method: "GET", path: "/staff/posts/999999/revisions", action: "posts.edit" },
  { method: "GET", path: "/staff/posts/999999/revisions/999999", action: "posts.edit" },
  { method: "POST", path: "/staff/posts/999999/revisions/999999/restore", body: {}, action: "posts.edit" },
  { method: "POST", path: "/staff/images", action: "posts.edit" },
  { method: "GET", path: "/staff/comments", action: "comments.moderate" },
  { method: "GET", path: "/staff/comments/counts", action: "comments.moderate" },
  { method: "POST", path: "/staff/comments/999999/approve", action: "comments.moderate" },
  { method: "DELETE", path: "/staff/comments/999999", action: "comments.moderate" },
  { method: "GET", path: "/staff/comment-block-list", action: "comments.moderate" },
  { method: "PUT", path: "/staff/comment-block-list", body: {}, action: "comments.moderate" },
  { method: "GET", path: "/staff/case-studies", action: "work.edit" },
  { method: "POST", path: "/staff/case-studies", body: {}, action: "work.edit" },
  { method: "PUT", path: "/staff/case-studies/999999", body: {}, action: "work.edit" },
  { method: "POST", path: "/staff/case-studies/999999/move", body: {}, action: "work.edit" },
  { method: "DELETE", path: "/staff/case-studies/999999", action: "work.edit" },
  { method: "POST", path: "/staff/invitations", body: {}, action: "staff.manage" },
  { method: "GET", path: "/staff/members", action: "staff.manage" },
  { method: "DELETE", path: "/staff/members/999999", action: "staff.manage" },
  { method: "PATCH", path: "/staff/members/999999", body: {}, action: "staff.manage" },
  { method: "GET", path: "/staff/audit", action: "audit.read" },
  // Follow-up (api/leads/routes.ts): a lead's owner, next step, outcome and taps follow its kind.
  { method: "GET", path: "/staff/lead-assignees", action: "account.own" },
  { method: "GET", path: "/staff/lead-settings", action: "account.own" },
  { method: "POST", path: "/staff/live-token", action: "account.own" },
  { method: "PUT", path: "/staff/lead-settings", body: {}, action: "settings.manage" },
  { method: "POST", path: "/staff/lead-reminders/claim", action: "account.own" },
  { method: "POST", path: "/staff/lead-reminders/release", body: {}, action: "account.own" },
  { method: "GET", path: "/staff/whatsapp-templates", action: "account.own" },
  { method: "POST", path: "/staff/leads/bulk", body: {}, action: "enquiries.work" },
  { method: "POST", path: "/staff/leads/enquiry/999999/assignee", body: {}, action: "enquiries.work" },
  { method: "POST", path: "/staff/leads/enquiry/999999/next-step", body: {}, action: "enquiries.work" },
  { method: "POST", path: "/staff/leads/enquiry/999999/outcome", body: {}, action: "enquiries.work" },
  { method: "POST", path: "/staff/leads/enquiry/999999/contacts", body: {}, action: "enquiries.work" },
  { method: "POST", path: "/staff/leads/application/999999/call-outcome", body: {}, action: "applications.work" },
  { method: "POST", path: "/staff/leads/enquiry/999999/not-spam", action: "enquiries.work" },
  // Intake settings and webhooks (api/routes/intake.ts); the auto-reply text is the site's, by its key.
  { method: "GET", path: "/staff/auto-reply", action: "account.own" },
  { method: "GET", path: "/staff/settings/intake", action: "settings.manage" },
  { method: "PUT", path: "/staff/settings/replies", body: {}, action: "settings.manage" },
  { method: "PUT", path: "/staff/settings/spam", body: {}, action: "settings.manage" },
  { method: "GET", path: "/staff/webhooks", action: "settings.manage" },
  { method: "POST", path: "/staff/webhooks", body: {}, action: "settings.manage" },
  { method: "DELETE", path: "/staff/webhooks/999999", action: "settings.manage" },
  { method: "GET", path: "/staff/insights", action: "insights.read" },
  { method: "GET", path: "/staff/backups", action: "backups.read" },
  { method: "POST", path: "/staff/backups/site-backup-2026-01-01.tar.gz", body: {}, action: "backups.read" },
  { method: "GET", path: "/staff/backup-health", action: "backups.read" },
  { method: "GET", path: "/staff/site-content", action: "content.edit" },
  { method: "GET", path: "/staff/site-content/company", action: "content.edit" },
  { method: "GET", path: "/staff/site-content/company/company", action: "content.edit" },
  { method: "PUT", path: "/staff/site-content/company/company", body: {}, action: "content.edit" },
  { method: "POST", path: "/staff/site-content/company/company/publish", action: "content.edit" },
  { method: "GET", path: "/staff/site-content/company/company/revisions/999999", action: "content.edit" },
  { method: "POST", path: "/staff/site-content/company/company/revisions/999999/restore", action: "content.edit" },
  { method: "GET", path: "/staff/media", action: "media.edit" },
  { method: "POST", path: "/staff/media", action: "media.edit" },
  { method: "GET", path: "/staff/media/00000000-0000-0000-0000-000000000000", action: "media.edit" },
  { method: "PATCH", path: "/staff/media/00000000-0000-0000-0000-000000000000", body: {}, action: "media.edit" },
  { method: "DELETE", path: "/staff/media/00000000-0000-0000-0000-000000000000", action: "media.edit" },
  { method: "GET", path: "/staff/privacy?q=someone@example.com", action: "privacy.requests" },
  { method: "GET", path: "/staff/privacy/export?q=someone@example.com", action: "privacy.requests" },
  { method: "POST", path: "/staff/privacy/erase", body: {}, action: "privacy.requests" },
];

/** Staff paths open without a session (sign-in, invitation and reset links) or to the site's key alone. */
const OPEN_PATHS = [
  "POST /staff/sessions",
  "GET /staff/invitations/:token",
  "POST /staff/welcome",
  "POST /staff/password-resets",
  "POST /staff/password-resets/complete",
  "GET /staff/leads/:kind/:id/status",
  // Ending one's own session or every other one: allowed to all (account.own), checked in staff-sessions.test.ts.
  "DELETE /staff/sessions/current",
  "DELETE /staff/sessions/others",
  "POST /staff/totp/setup",
];

const allows = (roles: Role[], action: Call["action"]) =>
  action === "any-lead" ? may(roles, "enquiries.read") || may(roles, "applications.read") : may(roles, action);

/** Every "METHOD /path" the API's router answers under /staff. */
function staffRoutesOf(router: Router): string[] {
  type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } };
  const out: string[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route?.path.startsWith("/staff/")) {
        for (const method of Object.keys(layer.route.methods)) out.push(`${method.toUpperCase()} ${layer.route.path}`);
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((router as unknown as { stack: Layer[] }).stack);
  return out;
}

const pattern = (route: string) => new RegExp(`^${route.replace(/:\w+(\([^)]*\))?/g, "[^/]+").replace(/\./g, "\\.")}$`);

let t: TestServer;
const sessions = new Map<Role, Record<string, string>>();

beforeAll(async () => {
  t = await startTestServer({ seed: false });
  for (const role of ROLES) sessions.set(role, (await memberSession(t, `${role}.only@agency.example`, [role])).headers);
});

afterAll(async () => {
  await t?.close();
});

const send = ({ method, path, body }: Call, headers: Record<string, string>) =>
  t.call(path, { method, headers, ...(body === undefined ? {} : { json: body }) });

describe("roles × actions (contract/permissions.ts, docs/roles.md)", () => {
  it("lists every /staff endpoint of the router, so a new one cannot go unchecked", () => {
    const listed = CALLS.map((call) => `${call.method} ${call.path.split("?")[0]}`);
    const missing = staffRoutesOf(t.api.router).filter(
      (route) => !OPEN_PATHS.includes(route) && !listed.some((call) => call.startsWith(route.split(" ")[0] + " ") && pattern(route.split(" ")[1]).test(call.split(" ")[1])),
    );
    expect(missing).toEqual([]);
  });

  for (const role of ROLES) {
    it(`a member holding only "${role}" gets 403 exactly where the table says no`, async () => {
      const headers = sessions.get(role)!;
      const wrong: string[] = [];
      for (const call of CALLS) {
        const response = await send(call, headers);
        const body = (await response.json().catch(() => ({}))) as { message?: string };
        const refused = response.status === 403 && /^Your roles do not allow this/.test(body.message ?? "");
        const expected = allows([role], call.action);
        if (refused === expected || response.status === 500) wrong.push(`${call.method} ${call.path}: ${response.status} ${body.message ?? ""}`);
        if (!expected && call.action !== "any-lead") expect(body.message, `${call.method} ${call.path}`).toBe(refusalOf(call.action));
      }
      expect(wrong).toEqual([]);
    });
  }

  it("lets a member holding several roles do what each of them allows", async () => {
    const { headers } = await memberSession(t, "sales.hiring@agency.example", ["sales", "hiring"]);
    const both = await json(await t.call("/staff/leads", { headers }));
    expect(both.data).toEqual([]);
    expect((await t.call("/staff/leads/enquiry/999999", { headers })).status).toBe(404);
    expect((await t.call("/staff/leads/application/999999", { headers })).status).toBe(404);
    expect((await t.call("/staff/posts", { headers })).status).toBe(403);
  });

  it("shows a hiring-only member applications alone in the inbox and its new count", async () => {
    expect((await t.call("/enquiries", { method: "POST", json: validEnquiry() })).status).toBe(201);
    const hiring = sessions.get("hiring")!;
    const list = await json(await t.call("/staff/leads", { headers: hiring }));
    expect(list.data.filter((lead: { kind: string }) => lead.kind === "enquiry")).toEqual([]);
    expect(list.new_count).toBe(0);
    expect(await json(await t.call("/staff/leads/counts", { headers: hiring }))).toEqual({ new: 0 });
    expect(await json(await t.call("/staff/leads/counts", { headers: sessions.get("sales")! }))).toEqual({ new: 1 });
  });

  it("refuses an invitation or a change without any role, and keeps the last owner", async () => {
    const owner = sessions.get("owner")!;
    const none = await t.call("/staff/invitations", { method: "POST", headers: owner, json: { email: "x@agency.example", roles: [] } });
    expect(none.status).toBe(400);
    expect(JSON.stringify(await json(none))).toContain("Choose at least one role");
    const members = (await json(await t.call("/staff/members", { headers: adminHeaders }))) as Array<{ id: number; roles: Role[] }>;
    const owners = members.filter((member) => member.roles.includes("owner"));
    expect(owners).toHaveLength(1);
    const demote = await t.call(`/staff/members/${owners[0].id}`, { method: "PATCH", headers: owner, json: { roles: ["sales"] } });
    expect(demote.status).toBe(409);
  });

  it("keeps docs/roles.md's table equal to the permissions data", () => {
    const doc = readFileSync(new URL("../../docs/roles.md", import.meta.url), "utf8");
    expect(doc).toContain(permissionTable());
    for (const action of ACTIONS) expect(PERMISSIONS[action].roles).toContain("owner");
  });
});
