import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_KINDS, type LeadKind } from "../../contract/leads";
import { ROLES, type Role } from "../../contract/permissions";
import { type TestServer, applicationForm, json, startTestServer, validEnquiry } from "./helpers";
import { allows, pathOf, ROUTE_RULES, routesOf, type Rule } from "./role-sweep";
import { bearer, memberSession, signIn } from "./staff-helpers";

let t: TestServer;
const sessions = new Map<Role, Record<string, string>>();
const emailOf = (role: Role) => `${role}.only@agency.example`;
/** One real lead of each kind, so every lead route is asked about a lead that exists. */
const leads = {} as Record<LeadKind, { kind: LeadKind; id: number; email: string }>;

beforeAll(async () => {
  t = await startTestServer({ seed: false });
  for (const role of ROLES) sessions.set(role, (await memberSession(t, emailOf(role), [role])).headers);
  const enquiry = await t.call("/enquiries", { method: "POST", json: { ...validEnquiry(), email: "sweep.enquirer@example.com" } });
  expect(enquiry.status).toBe(201);
  leads.enquiry = { kind: "enquiry", id: (await json(enquiry)).id, email: "sweep.enquirer@example.com" };
  const application = await t.call("/applications", { method: "POST", body: applicationForm({ email: "sweep.applicant@example.com" }) });
  expect(application.status).toBe(201);
  leads.application = { kind: "application", id: (await json(application)).id, email: "sweep.applicant@example.com" };
});

afterAll(async () => {
  await t?.close();
});

interface Probe {
  route: string;
  rule: Rule;
  path: string;
  body?: unknown;
  kind?: LeadKind;
}

/** The calls one route is checked with: one per kind of lead where the lead's kind decides. */
function probesOf(route: string, rule: Rule): Probe[] {
  const query = "query" in rule && typeof rule.query === "string" ? rule.query : "";
  const body = "body" in rule && typeof rule.body !== "function" ? rule.body : undefined;
  if ("lead" in rule) {
    const kinds = "kinds" in rule && rule.kinds ? rule.kinds : LEAD_KINDS;
    return kinds.map((kind) => ({ route, rule, path: pathOf(route, { kind, id: leads[kind].id }), body, kind }));
  }
  if ("anyLead" in rule) {
    const { query: byKind, body: bodyOf } = rule;
    const perKind = LEAD_KINDS.map((kind) => ({
      route,
      rule,
      path: pathOf(route) + (byKind ? byKind(kind) : ""),
      body: bodyOf?.({ kind, id: leads[kind].id }),
      kind,
    }));
    return bodyOf ? perKind : [{ route, rule, path: pathOf(route) }, ...perKind];
  }
  return [{ route, rule, path: pathOf(route) + query, body }];
}

const send = (probe: Probe, headers: Record<string, string>) => {
  const method = probe.route.split(" ")[0];
  return t.call(probe.path, { method, headers, ...(probe.body === undefined ? {} : { json: probe.body }) });
};

/** What is wrong with one answer to a member holding only `role`, or null. */
async function problemOf(role: Role, probe: Probe, response: Response): Promise<string | null> {
  const text = await response.text();
  const at = `${probe.route.split(" ")[0]} ${probe.path}${probe.body === undefined ? "" : ` ${JSON.stringify(probe.body)}`}: ${response.status} ${text.slice(0, 160)}`;
  if (response.status >= 500) return at;
  // Nothing of a lead the role may not read, in any answer, allowed or refused.
  for (const kind of LEAD_KINDS) {
    if (!allows(role, { lead: "read" }, kind) && text.includes(leads[kind].email)) return `${at} (holds the ${kind}'s data)`;
  }
  const { rule } = probe;
  if ("site" in rule || "admin" in rule) return response.status === 401 ? null : at;
  if ("open" in rule) return response.status === 401 || response.status === 403 ? at : null;
  if (allows(role, rule, probe.kind)) return response.status === 401 || response.status === 403 ? at : null;
  // Refused: 403 saying which roles it takes, and nothing else.
  const body = JSON.parse(text || "{}") as Record<string, unknown>;
  const refused = response.status === 403 && Object.keys(body).join() === "message" && /^Your roles do not allow this: it needs /.test(String(body.message));
  return refused ? null : at;
}

describe("the role sweep: every route of the API's router × every role (tests/api/role-sweep.ts)", () => {
  it("has a rule for every route the router answers, and none for a route it does not", () => {
    const routes = routesOf(t.api.router);
    expect(routes.filter((route) => !(route in ROUTE_RULES)), "routes without a rule in ROUTE_RULES").toEqual([]);
    expect(Object.keys(ROUTE_RULES).filter((route) => !routes.includes(route)), "rules for routes that are gone").toEqual([]);
  });

  // Owners last, and each role's deletes after its other calls: a lead an owner deletes is gone for good.
  for (const role of [...ROLES].reverse()) {
    it(`a member holding only "${role}" is refused (403, no data) exactly where the rules say, and never gets a 5xx`, async () => {
      const headers = sessions.get(role)!;
      const routes = routesOf(t.api.router).sort((a, b) => Number(a.startsWith("DELETE ")) - Number(b.startsWith("DELETE ")));
      const wrong: string[] = [];
      for (const route of routes) {
        for (const probe of probesOf(route, ROUTE_RULES[route])) {
          const fresh = "freshSession" in probe.rule && probe.rule.freshSession;
          const response = await send(probe, fresh ? bearer(await signIn(t, emailOf(role))) : headers);
          const problem = await problemOf(role, probe, response);
          if (problem) wrong.push(problem);
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});

