import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { HeldCommentNotice } from "../../server/mail/notifications-types";
import { honeypotInputProps } from "~/lib/honeypot.server";
import { action, loader } from "~/routes/blog.$slug";
import { apiBlog } from "../mocks/api/blogs";
import { API, upstream } from "../mocks/server";
import { formPost, newAddress } from "./forms-fixtures";

const SLUG = "post-7";
const PATH = `/blog/${SLUG}`;

function withHoneypot(fields: Record<string, string>) {
  const honeypot = honeypotInputProps();
  return {
    [honeypot.nameFieldName]: "",
    ...(honeypot.validFromFieldName && honeypot.encryptedValidFrom
      ? { [honeypot.validFromFieldName]: honeypot.encryptedValidFrom }
      : {}),
    ...fields,
  };
}

async function post(fields: Record<string, string>, context: Record<string, unknown> = {}) {
  const request = formPost(PATH, withHoneypot(fields));
  const answer = (await action({ request, params: { slug: SLUG }, context: { cspNonce: "", clientIp: newAddress(), ...context } })) as {
    data: Record<string, unknown>;
    init: ResponseInit | null;
  };
  return { data: answer.data, status: answer.init?.status ?? 200, headers: new Headers(answer.init?.headers) };
}

const cookiesFrom = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

describe("a comment held for moderation", () => {
  it("tells its author it awaits approval, reports it for the digest, and shows it to them marked", async () => {
    upstream.use(
      http.post(`${API}/comments/blog/7`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          {
            id: 51,
            name: body.name,
            content: body.content,
            blog_id: 7,
            created_at: "2026-11-23T10:00:00.000Z",
            status: "held",
            held_reason: "links",
            owner_token: "held-owner-token-0123456789",
          },
          { status: 201 },
        );
      }),
      http.get(`${API}/blogs/slug/${SLUG}`, () => HttpResponse.json(apiBlog(7))),
      http.get(`${API}/blogs`, () => HttpResponse.json([apiBlog(7)])),
      http.get(`${API}/likes/status`, () => HttpResponse.json({ liked: false })),
    );
    const told: HeldCommentNotice[] = [];
    const commentHeld = vi.fn(async (notice: HeldCommentNotice) => void told.push(notice));
    const notifications = { enabled: true, leadArrived: async () => {}, staffLink: async () => {}, commentHeld };

    const created = await post({ intent: "comment", blogId: "7", name: "Ravi", comment: "a.com b.com c.com" }, { notifications });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ outcome: "sent", held: true });
    expect(told).toEqual([
      {
        postTitle: "Post number 7",
        postSlug: SLUG,
        name: "Ravi",
        content: "a.com b.com c.com",
        reason: "More than two links",
        heldAt: "2026-11-23T10:00:00.000Z",
      },
    ]);

    let tokensSent: string | null = null;
    upstream.use(
      http.get(`${API}/comments/blog/7`, ({ request }) => {
        tokensSent = request.headers.get("X-Owner-Token");
        return HttpResponse.json([
          { id: 51, name: "Ravi", content: "a.com b.com c.com", blog_id: 7, created_at: "2026-11-23T10:00:00.000Z", status: "held" },
          { id: 50, name: "Meera", content: "Thanks", blog_id: 7, created_at: "2026-11-22T10:00:00.000Z", status: "published" },
        ]);
      }),
    );
    const request = new Request(`http://localhost${PATH}`, { headers: { Cookie: cookiesFrom(created.headers) } });
    const page = (await loader({ request, params: { slug: SLUG }, context: { cspNonce: "", clientIp: "127.0.0.1" } })) as unknown as {
      data: { comments: Array<{ id: string; held: boolean; can_delete: boolean }>; moderator: boolean };
    };
    expect(tokensSent).toBe("held-owner-token-0123456789");
    expect(page.data.comments.map(({ id, held, can_delete }) => ({ id, held, can_delete }))).toEqual([
      { id: "51", held: true, can_delete: true },
      { id: "50", held: false, can_delete: false },
    ]);
    expect(page.data.moderator).toBe(false);
  });
});

describe("staff buttons on a post", () => {
  it("are refused (403) to a visitor who is not signed in to the console, and reach no API", async () => {
    const calls = vi.fn();
    upstream.use(http.all(`${API}/staff/*`, () => (calls(), HttpResponse.json({}))));
    for (const intent of ["staff-hide", "staff-delete", "staff-approve"]) {
      const answer = await post({ intent, commentId: "50" });
      expect(answer.status).toBe(403);
      expect(answer.data).toMatchObject({ ok: false, message: "Sign in to the console to moderate comments." });
    }
    expect(calls).not.toHaveBeenCalled();
  });

  it("refuses a malformed id with 400", async () => {
    const answer = await post({ intent: "staff-hide", commentId: "abc" });
    expect(answer.status).toBe(400);
  });
});
