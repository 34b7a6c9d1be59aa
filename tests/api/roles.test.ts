import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACTIONS, PERMISSIONS, permissionTable, ROLES, type Role } from "../../contract/permissions";
import { type TestServer, adminHeaders, json, startTestServer, validEnquiry } from "./helpers";
import { memberSession } from "./staff-helpers";

// Which role may call which route is checked route by route in role-sweep.test.ts.
let t: TestServer;
const sessions = new Map<Role, Record<string, string>>();

beforeAll(async () => {
  t = await startTestServer({ seed: false });
  for (const role of ROLES) sessions.set(role, (await memberSession(t, `${role}.only@agency.example`, [role])).headers);
});

afterAll(async () => {
  await t?.close();
});

describe("roles × actions (contract/permissions.ts, docs/roles.md)", () => {
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
