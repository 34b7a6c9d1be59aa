import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader as blogListLoader } from "~/routes/blog._index";
import { loader as blogPostLoader } from "~/routes/blog.$slug";
import { action as editAction, loader as editLoader } from "~/routes/console.posts.$id";
import { loader as listLoader } from "~/routes/console.posts._index";
import { action as previewAction } from "~/routes/console_.posts.preview";
import { apiBlog } from "../mocks/api/blogs";
import { API, upstream } from "../mocks/server";
import { answerOf, loadContext, SITE, VISITOR } from "../support/route";
import { multipartPost, sessionCookie, signedInGet, signedInPost, TOKEN } from "../support/console";
import { apiStaff } from "../mocks/api/staff";

const context = loadContext();
const staff = apiStaff();

process.env.SESSION_SECRET = "console-test-session-secret-0123456789";

const summary = {
  id: 7,
  slug: "hello-world",
  title: "Hello world",
  status: "draft",
  publish_at: null,
  created_at: "2026-11-23T10:00:00Z",
  updated_at: "2026-11-23T10:00:00Z",
  author_name: "Asha",
  tags: ["SEO"],
  cover_image: null,
};
const post = { ...summary, markdown: "# Hello", content: "<h1>Hello</h1>", excerpt: null, alt_tag: null, public_url: null };

const editorPost = multipartPost;

/** The editor's action on /console/posts/new. */
const newAction = (request: Request) => editAction({ request, params: { id: "new" }, context });

const draftFields = { intent: "save", title: "Hello world", slug: "", tags: "SEO, Growth", author: "Asha", markdown: "# Hello" };

describe("posts list", () => {
  it("asks the API for the URL's search, 25 a page, with the session", async () => {
    let asked: URL | undefined;
    let authorization: string | null = null;
    upstream.use(
      http.get(`${API}/staff/posts`, ({ request }) => {
        asked = new URL(request.url);
        authorization = request.headers.get("Authorization");
        return HttpResponse.json({ data: [summary], page: 1, per_page: 25, total: 1 });
      })
    );
    const answer = await answerOf(async () =>
      listLoader({ request: await signedInGet("/console/posts?q=hello&status=draft"), params: {}, context })
    );
    expect(answer.status).toBe(200);
    expect(Object.fromEntries(asked!.searchParams)).toEqual({ q: "hello", status: "draft", per_page: "25" });
    expect(authorization).toBe(`Bearer ${TOKEN}`);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.data).toMatchObject({ list: { total: 1, data: [{ id: "7", title: "Hello world", status: "draft" }] } });
  });

  it("drops empty and unknown filters by a redirect to the clean URL", async () => {
    const answer = await answerOf(async () =>
      listLoader({ request: await signedInGet("/console/posts?q=&status=bogus"), params: {}, context })
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/console/posts");
  });

  it("sends a visitor without a session to sign-in", async () => {
    const answer = await answerOf(() => listLoader({ request: new Request(`${SITE}/console/posts`), params: {}, context }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/console/sign-in?redirectTo=%2Fconsole%2Fposts");
  });
});

describe("post editor", () => {
  it("shows a missing post as a 404 page", async () => {
    upstream.use(http.get(`${API}/staff/posts/99`, () => HttpResponse.json({ message: "Not found" }, { status: 404 })));
    const answer = await answerOf(async () =>
      editLoader({ request: await signedInGet("/console/posts/99"), params: { id: "99" }, context })
    );
    expect(answer.status).toBe(404);
  });

  it("saves a new draft with the fields as the API names them, and says so on the post's page", async () => {
    let sent: unknown;
    let forwardedFor: string | null = null;
    upstream.use(
      http.post(`${API}/staff/posts`, async ({ request }) => {
        sent = await request.json();
        forwardedFor = request.headers.get("X-Forwarded-For");
        return HttpResponse.json(post, { status: 201 });
      })
    );
    const answer = await answerOf(async () => newAction(await editorPost("/console/posts/new", draftFields)));
    expect(sent).toEqual({
      title: "Hello world",
      markdown: "# Hello",
      tags: ["SEO", "Growth"],
      author_name: "Asha",
      cover_image: null,
      alt_tag: null,
      excerpt: null,
    });
    expect(forwardedFor).toBe(VISITOR);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/console/posts/7?done=saved");
  });

  it("publishes now: saves, then publishes with an empty body", async () => {
    const calls: string[] = [];
    let publishBody: unknown;
    upstream.use(
      http.put(`${API}/staff/posts/7`, () => {
        calls.push("put");
        return HttpResponse.json(post);
      }),
      http.post(`${API}/staff/posts/7/publish`, async ({ request }) => {
        calls.push("publish");
        publishBody = await request.json();
        return HttpResponse.json({ ...post, status: "published", public_url: "/blog/hello-world" });
      })
    );
    const request = await editorPost("/console/posts/7", { ...draftFields, intent: "publish" });
    const answer = await answerOf(() => editAction({ request, params: { id: "7" }, context }));
    expect(calls).toEqual(["put", "publish"]);
    expect(publishBody).toEqual({});
    expect(answer.headers.get("Location")).toBe("/console/posts/7?done=published");
  });

  it("schedules at the IST time given, sent with +05:30", async () => {
    let publishBody: unknown;
    upstream.use(
      http.put(`${API}/staff/posts/7`, () => HttpResponse.json(post)),
      http.post(`${API}/staff/posts/7/publish`, async ({ request }) => {
        publishBody = await request.json();
        return HttpResponse.json({ ...post, status: "scheduled", publish_at: "2099-01-01T04:00:00Z" });
      })
    );
    const request = await editorPost("/console/posts/7", { ...draftFields, intent: "schedule", publishAt: "2099-01-01T09:30" });
    const answer = await answerOf(() => editAction({ request, params: { id: "7" }, context }));
    expect(publishBody).toEqual({ at: "2099-01-01T09:30:00+05:30" });
    expect(answer.headers.get("Location")).toBe("/console/posts/7?done=scheduled");
  });

  it("shows the API's 409 for a taken slug next to the slug, with everything typed kept", async () => {
    upstream.use(
      http.post(`${API}/staff/posts`, () =>
        HttpResponse.json(
          { message: "This slug is taken", errors: { slug: ["This slug is already used by another post."] } },
          { status: 409 }
        )
      )
    );
    const request = await editorPost("/console/posts/new", { ...draftFields, slug: "taken" });
    const answer = await answerOf(() => newAction(request));
    expect(answer.status).toBe(409);
    expect(answer.data).toMatchObject({
      result: {
        status: "error",
        error: { slug: ["This slug is already used by another post."] },
        initialValue: { title: "Hello world", slug: "taken", tags: "SEO, Growth", markdown: "# Hello" },
      },
    });
  });

  it("uploads the cover as multipart and stores the URL the API gives", async () => {
    let uploaded: File | undefined;
    let sent: { cover_image?: unknown } | undefined;
    upstream.use(
      http.post(`${API}/staff/images`, async ({ request }) => {
        uploaded = (await request.formData()).get("image") as File;
        return HttpResponse.json({ id: "abc", url: "/api/images/abc.png", type: "image/png", size: 4 }, { status: 201 });
      }),
      http.post(`${API}/staff/posts`, async ({ request }) => {
        sent = (await request.json()) as typeof sent;
        return HttpResponse.json({ ...post, cover_image: "/api/images/abc.png" }, { status: 201 });
      })
    );
    const cover = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "cover.png", { type: "image/png" });
    const answer = await answerOf(async () => newAction(await editorPost("/console/posts/new", draftFields, cover)));
    expect(uploaded?.name).toBe("cover.png");
    expect(uploaded?.size).toBe(4);
    expect(sent?.cover_image).toBe("/api/images/abc.png");
    expect(answer.status).toBe(303);
  });

  it("shows a refused upload (415, 413) next to the cover without saving", async () => {
    for (const [status, message] of [
      [415, "The cover must be a PNG, JPEG, WebP or SVG image."],
      [413, "The cover must be 2 MB or smaller."],
    ] as const) {
      upstream.use(http.post(`${API}/staff/images`, () => HttpResponse.json({ message: "Refused" }, { status })));
      const cover = new File(["not really"], "cover.png", { type: "image/png" });
      const answer = await answerOf(async () => newAction(await editorPost("/console/posts/new", draftFields, cover)));
      expect(answer.status).toBe(status);
      expect(answer.data).toMatchObject({ result: { error: { cover: [message] }, initialValue: { title: "Hello world" } } });
    }
  });

  it("stops reading a cover past 2 MB and says so next to it, without asking the API", async () => {
    const cover = new File([new Uint8Array(2 * 1024 * 1024 + 10)], "huge.png", { type: "image/png" });
    const answer = await answerOf(async () => newAction(await editorPost("/console/posts/new", draftFields, cover)));
    expect(answer.status).toBe(413);
    expect(answer.data).toMatchObject({
      result: { error: { cover: ["The cover must be 2 MB or smaller."] }, initialValue: { title: "Hello world" } },
    });
  });

  it("previews the Markdown through the API without saving, fields kept", async () => {
    let sent: unknown;
    upstream.use(
      http.post(`${API}/staff/posts/preview`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ html: "<p><em>Hi</em></p>" });
      })
    );
    const request = await editorPost("/console/posts/new", { intent: "preview", title: "", markdown: "*Hi*" });
    const answer = await answerOf(() => newAction(request));
    expect(sent).toEqual({ markdown: "*Hi*" });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ preview: "<p><em>Hi</em></p>", result: { initialValue: { markdown: "*Hi*" } } });
  });

  it("unpublishes and deletes, each back to where it says what happened", async () => {
    upstream.use(
      http.post(`${API}/staff/posts/7/unpublish`, () => HttpResponse.json(post)),
      http.delete(`${API}/staff/posts/7`, () => new HttpResponse(null, { status: 204 }))
    );
    const unpublished = await answerOf(async () =>
      editAction({ request: await signedInPost("/console/posts/7", { intent: "unpublish" }), params: { id: "7" }, context })
    );
    expect(unpublished.headers.get("Location")).toBe("/console/posts/7?done=unpublished");
    const deleted = await answerOf(async () =>
      editAction({ request: await signedInPost("/console/posts/7", { intent: "delete" }), params: { id: "7" }, context })
    );
    expect(deleted.headers.get("Location")).toBe("/console/posts?deleted=1");
  });

  it("refuses a post from another site", async () => {
    const request = new Request(`${SITE}/console/posts/new`, {
      method: "POST",
      body: new URLSearchParams(draftFields),
      headers: {
        Origin: "https://evil.example",
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: await sessionCookie(),
      },
    });
    const answer = await answerOf(() => newAction(request));
    expect(answer.status).toBe(403);
  });
});

describe("the live preview", () => {
  const preview = (request: Request) => answerOf(() => previewAction({ request, params: {}, context }));

  it("renders the Markdown through the API with the session, and nothing else", async () => {
    let sent: unknown;
    let authorization: string | null = null;
    upstream.use(
      http.post(`${API}/staff/posts/preview`, async ({ request }) => {
        sent = await request.json();
        authorization = request.headers.get("Authorization");
        return HttpResponse.json({ html: "<p><strong>Hi</strong></p>" });
      })
    );
    const answer = await preview(await signedInPost("/console/posts/preview", { markdown: "**Hi**" }));
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ preview: "<p><strong>Hi</strong></p>" });
    expect(sent).toEqual({ markdown: "**Hi**" });
    expect(authorization).toBe(`Bearer ${TOKEN}`);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("refuses a post without Markdown (400) or too long (413) without asking the API", async () => {
    upstream.use(http.post(`${API}/staff/posts/preview`, () => HttpResponse.error()));
    const missing = await preview(await signedInPost("/console/posts/preview", { text: "x" }));
    expect(missing.status).toBe(400);
    const long = await preview(await signedInPost("/console/posts/preview", { markdown: "x".repeat(200_001) }));
    expect(long.status).toBe(413);
    expect(long.data).toEqual({ error: "The post is longer than 200,000 characters." });
  });

  it("says the API could not be reached with a 502, not a 500", async () => {
    upstream.use(http.post(`${API}/staff/posts/preview`, () => new HttpResponse(null, { status: 503 })));
    const answer = await preview(await signedInPost("/console/posts/preview", { markdown: "Hi" }));
    expect(answer.status).toBe(502);
    expect(answer.data).toEqual({ error: "The console could not reach the API. Please try again in a moment." });
  });

  it("sends a visitor without a session to sign-in", async () => {
    const answer = await preview(await signedInPost("/console/posts/preview", { markdown: "Hi" }, false));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toMatch(/^\/console\/sign-in/);
  });
});

describe("the blog for a signed-in staff member", () => {
  const me = () => http.get(`${API}/staff/me`, () => HttpResponse.json({ staff }));

  it("lists every post from the staff call, scheduled ones marked, never stored", async () => {
    upstream.use(
      me(),
      http.get(`${API}/staff/blogs`, () =>
        HttpResponse.json([
          { ...apiBlog(1), status: "published" },
          { ...apiBlog(2, { is_published: false }), status: "draft" },
          { ...apiBlog(3), status: "scheduled" },
        ])
      )
    );
    const answer = await answerOf(async () => blogListLoader({ request: await signedInGet("/blog"), params: {}, context }));
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    const loaded = answer.data as { result: { total: number }; scheduled: string[] };
    expect(loaded.result.total).toBe(3);
    expect(loaded.scheduled).toEqual(["3"]);
  });

  it("opens a draft as a private, unindexed preview", async () => {
    upstream.use(
      me(),
      http.get(`${API}/staff/blogs/slug/post-2`, () =>
        HttpResponse.json({ ...apiBlog(2, { is_published: false }), status: "draft" })
      ),
      http.get(`${API}/blogs`, () => HttpResponse.json([apiBlog(1)])),
      http.get(`${API}/comments/blog/2`, () => HttpResponse.json({ data: [] })),
      // Staff on a post also get its comments awaiting moderation.
      http.get(`${API}/staff/comments`, () => HttpResponse.json({ data: [], page: 1, per_page: 100, total: 0 }))
    );
    const answer = await answerOf(async () =>
      blogPostLoader({ request: await signedInGet("/blog/post-2"), params: { slug: "post-2" }, context })
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(answer.data).toMatchObject({ status: "draft", article: { slug: "post-2", is_published: false } });
  });

  it("shows a visitor the public answer only: a draft is a 404", async () => {
    upstream.use(http.get(`${API}/blogs/slug/post-2`, () => HttpResponse.json({ message: "Not found" }, { status: 404 })));
    const answer = await answerOf(() =>
      blogPostLoader({ request: new Request(`${SITE}/blog/post-2`), params: { slug: "post-2" }, context })
    );
    expect(answer.status).toBe(404);
  });
});
