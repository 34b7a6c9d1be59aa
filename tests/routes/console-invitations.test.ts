import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import { action as invitationsAction } from "~/routes/console_.invitations";
import { API, upstream } from "../mocks/server";
import { loadContext, SITE } from "../support/route";

const context = loadContext();

const ADMIN = "Bearer admin-token-0123456789";

function post(body: unknown, headers: Record<string, string> = { Authorization: ADMIN }) {
  return new Request(`${SITE}/console/invitations`, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "Content-Type": "application/json", ...headers },
  });
}

async function run(request: Request, ctx: AppLoadContext = context) {
  const response = (await invitationsAction({ request, params: {}, context: ctx })) as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("the staff:invite command's route", () => {
  it("forwards the admin token, answers the one-time link and emails it when mail is on", async () => {
    let authorization: string | null = null;
    let sent: unknown;
    upstream.use(
      http.post(`${API}/staff/invitations`, async ({ request }) => {
        authorization = request.headers.get("Authorization");
        sent = await request.json();
        return HttpResponse.json(
          { email: "owner@agency.example", role: "owner", token: "tok_123", expires_at: "2026-11-24T10:00:00Z" },
          { status: 201 },
        );
      }),
    );
    const staffLink = vi.fn(async () => undefined);
    const mailOn = { ...context, notifications: { enabled: true, staffLink, leadArrived: vi.fn() } } as AppLoadContext;
    const { status, body } = await run(post({ email: "owner@agency.example", role: "owner" }), mailOn);
    expect(status).toBe(201);
    expect(authorization).toBe(ADMIN);
    expect(sent).toEqual({ email: "owner@agency.example", roles: ["owner"], role: "owner" });
    expect(body).toEqual({
      email: "owner@agency.example",
      role: "owner",
      url: `${SITE}/console/welcome?token=tok_123`,
      expires_at: "2026-11-24T10:00:00Z",
      emailed: true,
    });
    expect(staffLink).toHaveBeenCalledWith("invite", "owner@agency.example", `${SITE}/console/welcome?token=tok_123`, { inviter: undefined, role: "owner" });
  });

  it("passes the API's refusal of a bad token on, with its words", async () => {
    upstream.use(http.post(`${API}/staff/invitations`, () => HttpResponse.json({ message: "Sign in again" }, { status: 401 })));
    const { status, body } = await run(post({ email: "owner@agency.example", role: "owner" }));
    expect(status).toBe(401);
    expect(body.message).toBe("Sign in again");
  });

  it("refuses a missing token, a bad email or role, and a body that is not JSON, before asking the API", async () => {
    expect((await run(post({ email: "owner@agency.example", role: "owner" }, {}))).status).toBe(401);
    const bad = await run(post({ email: "nope", role: "boss" }));
    expect(bad.status).toBe(400);
    expect((bad.body.errors as { field: string }[]).map((error) => error.field)).toEqual(["email", "roles"]);
    expect((await run(post("{not json"))).status).toBe(400);
  });
});
