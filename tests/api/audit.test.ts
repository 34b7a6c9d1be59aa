import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../api/index";
import { type TestServer, adminHeaders, json, startTestServer, validEnquiry } from "./helpers";
import { PASSWORD, bearer, createMember, memberSession } from "./staff-helpers";

let t: TestServer;
let owner: Awaited<ReturnType<typeof memberSession>>;
let editor: Awaited<ReturnType<typeof memberSession>>;

/** As the site's server calls: the visitor's address in X-Forwarded-For (the test app trusts loopback). */
const from = (ip: string, headers: Record<string, string> = {}) => ({ ...headers, "X-Forwarded-For": ip });

interface Event {
  action: string;
  actor: { id: number | null; name: string };
  subject: { type: string; id: string | null } | null;
  summary: string;
  details: Record<string, unknown>;
  ip: string | null;
  user_agent: string | null;
}

const audit = async (query = "", headers = owner.headers) => {
  const answer = await t.call(`/staff/audit${query}`, { headers });
  expect(answer.status).toBe(200);
  return (await json(answer)) as { data: Event[]; total: number; page: number; per_page: number };
};
const latest = async (action: string) => (await audit(`?action=${action}`)).data[0];

beforeAll(async () => {
  t = await startTestServer({ seed: false }, { directSql: true });
  await createMember(t, "owner@agency.example", "owner", "Olga Owner");
  await createMember(t, "editor@agency.example", "staff", "Eddie Editor");
  const signInFrom = async (email: string, ip: string) => {
    const answer = await t.call("/staff/sessions", {
      method: "POST",
      json: { email, password: PASSWORD, user_agent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" },
      headers: from(ip),
    });
    expect(answer.status).toBe(201);
    const body = await json(answer);
    return { id: body.staff.id as number, email, headers: bearer(body.token) };
  };
  owner = await signInFrom("owner@agency.example", "203.0.113.7");
  editor = await signInFrom("editor@agency.example", "198.51.100.20");
});

afterAll(async () => {
  await t?.close();
});

describe("the audit log records", () => {
  it("sign-ins with who, from where and which browser, and failed ones without the password", async () => {
    const signIn = (await audit(`?action=sign_in&actor=${owner.id}`)).data[0];
    expect(signIn).toMatchObject({
      actor: { id: owner.id, name: "Olga Owner" },
      subject: { type: "staff", id: String(owner.id) },
      ip: "203.0.113.7",
      user_agent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0",
    });

    const failed = await t.call("/staff/sessions", {
      method: "POST",
      json: { email: "Editor@Agency.example", password: "guessed-password-123" },
      headers: from("192.0.2.99"),
    });
    expect(failed.status).toBe(401);
    const entry = await latest("sign_in_failed");
    expect(entry).toMatchObject({
      actor: { id: null, name: "editor@agency.example" },
      subject: { type: "staff", id: String(editor.id) },
      ip: "192.0.2.99",
      details: { step: "password" },
    });
    const stored = JSON.stringify(await t.sql(`select * from audit_events`));
    expect(stored).not.toContain("guessed-password-123");
    expect(stored).not.toContain(PASSWORD);
  });

  it("invitations, role changes and removals", async () => {
    const invited = await t.call("/staff/invitations", { method: "POST", json: { email: "new@agency.example", role: "staff" }, headers: from("203.0.113.7", owner.headers) });
    expect(invited.status).toBe(201);
    const token = (await json(invited)).token as string;
    expect(await latest("staff_invited")).toMatchObject({ actor: { id: owner.id }, details: { email: "new@agency.example", roles: ["sales", "hiring", "editor"] }, ip: "203.0.113.7" });
    expect(JSON.stringify(await t.sql(`select details, summary from audit_events`))).not.toContain(token);

    const member = await createMember(t, "temp@agency.example");
    await t.call(`/staff/members/${member.id}`, { method: "PATCH", json: { role: "owner" }, headers: owner.headers });
    expect(await latest("role_changed")).toMatchObject({ subject: { type: "staff", id: String(member.id) }, details: { from: ["sales", "hiring", "editor"], to: ["owner"] } });
    await t.call(`/staff/members/${member.id}`, { method: "DELETE", headers: adminHeaders });
    expect(await latest("staff_removed")).toMatchObject({ actor: { id: null, name: "Admin token" }, details: { email: "temp@agency.example" } });
  });

  it("lead status, notes, deletes and exports", async () => {
    const stored = await t.call("/enquiries", { method: "POST", json: validEnquiry() });
    const { id } = await json(stored);
    const lead = `/staff/leads/enquiry/${id}`;
    await t.call(`${lead}/status`, { method: "POST", json: { status: "contacted" }, headers: editor.headers });
    expect(await latest("lead_status_changed")).toMatchObject({
      actor: { id: editor.id, name: "Eddie Editor" },
      subject: { type: "lead", id: `enquiry/${id}` },
      details: { status: "contacted" },
    });
    await t.call(`${lead}/notes`, { method: "POST", json: { body: "Called back" }, headers: editor.headers });
    expect((await latest("lead_note_added")).subject).toEqual({ type: "lead", id: `enquiry/${id}` });
    expect((await t.call("/staff/leads.csv?kind=enquiry", { headers: editor.headers })).status).toBe(200);
    expect(await latest("leads_exported")).toMatchObject({ actor: { id: editor.id }, details: { count: 1, query: { kind: "enquiry" } } });
    expect((await t.call(lead, { method: "DELETE", headers: owner.headers })).status).toBe(204);
    expect((await latest("lead_deleted")).actor.id).toBe(owner.id);
  });

  it("post publish, unpublish and delete, and comment moderation", async () => {
    const created = await json(await t.call("/staff/posts", { method: "POST", json: { title: "Audit me", markdown: "Hello there" }, headers: editor.headers }));
    expect((await latest("post_created")).subject).toEqual({ type: "post", id: String(created.id) });
    await t.call(`/staff/posts/${created.id}/publish`, { method: "POST", json: {}, headers: editor.headers });
    expect(await latest("post_published")).toMatchObject({ summary: 'Published "Audit me"', subject: { id: String(created.id) } });

    const comment = await json(await t.call(`/comments/blog/${created.id}`, { method: "POST", json: { name: "Visitor", content: "Nice post" } }));
    const commentId = comment.id ?? comment.comment?.id;
    await t.call(`/staff/comments/${commentId}/hide`, { method: "POST", headers: editor.headers });
    expect(await latest("comment_moderated")).toMatchObject({ subject: { type: "comment", id: String(commentId) }, details: { status: "hidden" } });
    await t.call(`/staff/comments/${commentId}`, { method: "DELETE", headers: editor.headers });
    expect((await latest("comment_deleted")).subject).toEqual({ type: "comment", id: String(commentId) });

    await t.call(`/staff/posts/${created.id}/unpublish`, { method: "POST", headers: editor.headers });
    expect((await latest("post_unpublished")).subject?.id).toBe(String(created.id));
    await t.call(`/staff/posts/${created.id}`, { method: "DELETE", headers: editor.headers });
    expect((await latest("post_deleted")).summary).toBe('Deleted "Audit me"');
  });

  it("openings and work", async () => {
    const opening = await json(
      await t.call("/staff/openings", { method: "POST", json: { title: "QA Engineer", location: "Indore", experience: "2+ years" }, headers: editor.headers }),
    );
    expect((await latest("opening_created")).subject).toEqual({ type: "opening", id: String(opening.id) });
    await t.call(`/staff/openings/${opening.id}`, { method: "PUT", json: { is_open: false }, headers: editor.headers });
    expect((await latest("opening_edited")).details).toEqual({ fields: ["isOpen"] });
    await t.call(`/staff/openings/${opening.id}`, { method: "DELETE", headers: editor.headers });
    expect((await latest("opening_deleted")).subject?.id).toBe(String(opening.id));

    const work = await json(
      await t.call("/staff/case-studies", {
        method: "POST",
        json: { title: "Shop", client: "Acme", industry: "Retail", challenge: "Slow site", what_we_did: "Rebuilt it" },
        headers: editor.headers,
      }),
    );
    expect((await latest("work_created")).subject).toEqual({ type: "work", id: String(work.id) });
    await t.call(`/staff/case-studies/${work.id}`, { method: "DELETE", headers: editor.headers });
    expect((await latest("work_deleted")).actor.id).toBe(editor.id);
  });
});

describe("reading the log", () => {
  it("is for owners only", async () => {
    expect((await t.call("/staff/audit", { headers: editor.headers })).status).toBe(403);
    expect((await t.call("/staff/audit")).status).toBe(401);
    expect((await t.call("/staff/audit", { headers: adminHeaders })).status).toBe(200);
  });

  it("filters by actor (id or name), action, subject and days, newest first, paged", async () => {
    const byEditor = await audit(`?actor=${editor.id}`);
    expect(byEditor.total).toBeGreaterThan(5);
    expect(byEditor.data.every((event) => event.actor.id === editor.id)).toBe(true);
    expect((await audit("?actor=eddie")).total).toBe(byEditor.total);

    const posts = await audit("?subject_type=post");
    expect(posts.data.every((event) => event.subject?.type === "post")).toBe(true);
    const onePost = posts.data[0].subject?.id;
    const history = await audit(`?subject_type=post&subject_id=${onePost}`);
    expect(history.data.map((event) => event.action)).toEqual(["post_deleted", "post_unpublished", "post_published", "post_created"]);

    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    expect((await audit(`?from=${today}&to=${today}`)).total).toBe((await audit()).total);
    expect((await audit("?from=2001-01-01&to=2001-01-31")).total).toBe(0);

    const first = await audit("?per_page=2&page=1");
    const second = await audit("?per_page=2&page=2");
    expect(first.data).toHaveLength(2);
    expect(second.data[0]).not.toEqual(first.data[0]);
  });

  it("answers 400 naming a bad filter", async () => {
    for (const [query, field] of [
      ["?action=hacked", "action"],
      ["?subject_type=planet", "subject_type"],
      ["?from=2026-02-30", "from"],
      ["?from=2026-03-02&to=2026-03-01", "to"],
      ["?page=0", "page"],
    ]) {
      const answer = await t.call(`/staff/audit${query}`, { headers: owner.headers });
      expect(answer.status, query).toBe(400);
      expect(JSON.stringify(await json(answer)), query).toContain(field);
    }
  });

  it("is kept as long as leads are: the retention sweep deletes older entries", async () => {
    await t.sql(`update audit_events set at = now() - interval '31 days' where action = 'sign_in_failed'`);
    await t.sql(`update audit_events set at = now() - interval '29 days' where action = 'staff_invited'`);
    const invitations = (await audit("?action=staff_invited")).total;
    expect(invitations).toBeGreaterThan(0);
    const restarted = await createApi({ ...t.databaseOptions, seed: false, rateLimit: false, leadsRetentionDays: 30 });
    await restarted.close();
    expect((await audit("?action=sign_in_failed")).total).toBe(0);
    expect((await audit("?action=staff_invited")).total).toBe(invitations);
  });
});
