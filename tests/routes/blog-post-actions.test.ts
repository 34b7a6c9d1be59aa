import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { honeypotInputProps } from "~/lib/honeypot.server";
import { action } from "~/routes/blog.$slug";
import { API, upstream } from "../mocks/server";
import { formPost, newAddress } from "./forms-fixtures";

const PATH = "/blog/some-post";

async function post(fields: Record<string, string>, cookie?: string) {
  const honeypot = honeypotInputProps();
  const body = {
    [honeypot.nameFieldName]: "",
    ...(honeypot.validFromFieldName && honeypot.encryptedValidFrom
      ? { [honeypot.validFromFieldName]: honeypot.encryptedValidFrom }
      : {}),
    ...fields,
  };
  const request = formPost(PATH, body, cookie ? { Cookie: cookie } : {});
  const answer = (await action({ request, params: { slug: "some-post" }, context: { cspNonce: "", clientIp: newAddress() } })) as {
    data: Record<string, unknown>;
    init: ResponseInit | null;
  };
  return { data: answer.data, status: answer.init?.status ?? 200, headers: new Headers(answer.init?.headers) };
}

function cookiesFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

describe("post page action", () => {
  it("posts a comment and remembers its owner token, which then deletes it", async () => {
    let deletedWith: string | null = null;
    upstream.use(
      http.post(`${API}/comments/blog/7`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          { id: 41, name: body.name, content: body.content, blog_id: 7, created_at: "2026-11-20T10:00:00Z", owner_token: "secret-token" },
          { status: 201 },
        );
      }),
      http.delete(`${API}/comments/41`, ({ request }) => {
        deletedWith = request.headers.get("X-Owner-Token");
        return HttpResponse.json({ message: "Comment deleted" });
      }),
    );
    const created = await post({ intent: "comment", blogId: "7", name: "Asha", comment: "Helpful, thanks" });
    expect(created.status).toBe(200);
    expect(created.data.outcome).toBe("sent");
    const cookie = cookiesFrom(created.headers);
    expect(cookie).toContain("comment_owner=");

    const deleted = await post({ intent: "delete-comment", blogId: "7", commentId: "41" }, cookie);
    expect(deleted.data).toMatchObject({ ok: true, title: "Deleted!", message: "Your comment has been deleted." });
    expect(deletedWith).toBe("secret-token");
  });

  it("says the comment failed, keeps the input, and never claims success when the API fails", async () => {
    upstream.use(http.post(`${API}/comments/blog/7`, () => HttpResponse.json({ message: "boom" }, { status: 500 })));
    const answer = await post({ intent: "comment", blogId: "7", name: "Asha", comment: "Kept text" });
    expect(answer.status).toBe(502);
    expect(answer.data.outcome).toBeUndefined();
    const result = answer.data.result as { error: Record<string, string[]>; initialValue: Record<string, string> };
    expect(result.error[""]).toEqual(["Failed to save comment. Please try again."]);
    expect(result.initialValue.comment).toBe("Kept text");
  });

  it("answers 400 with both messages for an empty comment, and fills in the anonymous name", async () => {
    const empty = await post({ intent: "comment", blogId: "7", name: "  ", comment: " " });
    expect(empty.status).toBe(400);
    const errors = (empty.data.result as { error: Record<string, string[]> }).error;
    expect(errors.name).toEqual(["Name is required"]);
    expect(errors.comment).toEqual(["Comment is required"]);

    let sentName: unknown;
    upstream.use(
      http.post(`${API}/comments/blog/7`, async ({ request }) => {
        sentName = ((await request.json()) as Record<string, unknown>).name;
        return HttpResponse.json({ id: 42, name: sentName, content: "x", blog_id: 7, created_at: "2026-11-20T10:00:00Z" }, { status: 201 });
      }),
    );
    await post({ intent: "comment", blogId: "7", anonymous: "on", comment: "No name needed" });
    expect(sentName).toBe("Anonymous User");
  });

  it("refuses to delete a comment the visitor does not own, without calling the API", async () => {
    const answer = await post({ intent: "delete-comment", blogId: "7", commentId: "41" });
    expect(answer.status).toBe(403);
    expect(answer.data).toMatchObject({ ok: false, message: "Failed to delete comment. Please try again." });
  });

  it("maps a failed comment like to the spec's texts", async () => {
    for (const [status, text] of [
      [500, "Server error. Check backend logs for database/auth issues."],
      [404, "Like comment endpoint not found."],
      [400, "Invalid request. Please try again."],
      [409, "Failed to like comment. Please try again."],
    ] as const) {
      upstream.use(http.post(`${API}/comments/5/like`, () => HttpResponse.json({ message: "no" }, { status })));
      const answer = await post({ intent: "like-comment", blogId: "7", commentId: "5" });
      expect(answer.data).toMatchObject({ ok: false, title: "Error!", message: text });
    }
  });

  it("toggles the post like for the visitor and reports the new count", async () => {
    let visitor: string | null = null;
    upstream.use(
      http.post(`${API}/likes`, ({ request }) => {
        visitor = request.headers.get("X-Visitor-Id");
        return HttpResponse.json({ message: "Liked", liked: true, likes_count: 3 });
      }),
    );
    const answer = await post({ intent: "like", blogId: "7" });
    expect(answer.data).toMatchObject({ ok: true, liked: true, likes_count: 3 });
    expect(visitor).toMatch(/^[\w-]{8,64}$/);
    expect(cookiesFrom(answer.headers)).toContain("visitor_id=");
  });
});
