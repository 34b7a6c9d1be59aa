import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader as blogListLoader } from "~/routes/blog._index";
import { loader as blogPostLoader } from "~/routes/blog.$slug";
import { action as editAction, loader as editLoader } from "~/routes/console.posts.$id";
import { loader as listLoader } from "~/routes/console.posts._index";
import { action as previewAction } from "~/routes/console_.posts.preview";
import { apiBlog, blogs, staffBlogs } from "../mocks/api/blogs";
import { commentsOf, staffComments } from "../mocks/api/comments";
import { apiPost, apiPostSummary, imageUpload, staffPosts } from "../mocks/api/posts";
import { staffMe } from "../mocks/api/staff";
import { failure } from "../mocks/api/stub";
import { multipartPost, sessionCookie, signedInGet, signedInPost, TOKEN } from "../support/console";
import { answerOf, callAction, callLoader, callResource, loadContext, SITE, VISITOR } from "../support/route";

const context = loadContext();

const summary = apiPostSummary();
const post = apiPost();

const editorPost = multipartPost;

/** The editor's action on /console/posts/new. */
const newAction = (request: Request) => editAction({ request, params: { id: "new" }, context });

const draftFields = { intent: "save", title: "Hello world", slug: "", tags: "SEO, Growth", author: "Asha", markdown: "# Hello" };

describe("posts list", () => {
  it("asks the API for the URL's search, 25 a page, with the session", async () => {
    const list = staffPosts.list([summary]);
    const answer = await callLoader(listLoader, await signedInGet("/console/posts?q=hello&status=draft"));
    expect(answer.status).toBe(200);
    expect(Object.fromEntries(list.last()!.url.searchParams)).toEqual({ q: "hello", status: "draft", per_page: "25" });
    expect(list.last()!.headers.get("Authorization")).toBe(`Bearer ${TOKEN}`);
    expect(answer).toHaveHeader("Cache-Control", "private, no-store");
    expect(answer.data).toMatchObject({ list: { total: 1, data: [{ id: "7", title: "Hello world", status: "draft" }] } });
  });

  it("drops empty and unknown filters by a redirect to the clean URL", async () => {
    const answer = await callLoader(listLoader, await signedInGet("/console/posts?q=&status=bogus"));
    expect(answer).toRedirectTo("/console/posts", 302);
  });

  it("sends a visitor without a session to sign-in", async () => {
    const answer = await callLoader(listLoader, new Request(`${SITE}/console/posts`));
    expect(answer).toRedirectTo("/console/sign-in?redirectTo=%2Fconsole%2Fposts", 303);
  });
});

describe("post editor", () => {
  it("shows a missing post as a 404 page", async () => {
    staffPosts.missing(99);
    const answer = await callLoader(editLoader, await signedInGet("/console/posts/99"), { id: "99" });
    expect(answer.status).toBe(404);
  });

  it("saves a new draft with the fields as the API names them, and says so on the post's page", async () => {
    const created = staffPosts.create(post);
    const answer = await answerOf(async () => newAction(await editorPost("/console/posts/new", draftFields)));
    expect(created.last()?.body).toEqual({
      title: "Hello world",
      markdown: "# Hello",
      tags: ["SEO", "Growth"],
      author_name: "Asha",
      cover_image: null,
      alt_tag: null,
      excerpt: null,
    });
    expect(created.last()?.headers.get("X-Forwarded-For")).toBe(VISITOR);
    expect(answer).toRedirectTo("/console/posts/7?done=saved", 303);
  });

  it("publishes now: saves, then publishes with an empty body", async () => {
    const updated = staffPosts.update(post);
    const published = staffPosts.publish({ ...post, status: "published", public_url: "/blog/hello-world" });
    const request = await editorPost("/console/posts/7", { ...draftFields, intent: "publish" });
    const answer = await callAction(editAction, request, { id: "7" });
    expect(updated.all).toHaveLength(1);
    expect(published.all).toHaveLength(1);
    expect(updated.last()!.order).toBeLessThan(published.last()!.order);
    expect(published.last()?.body).toEqual({});
    expect(answer).toRedirectTo("/console/posts/7?done=published");
  });

  it("schedules at the IST time given, sent with +05:30", async () => {
    staffPosts.update(post);
    const scheduled = staffPosts.publish({ ...post, status: "scheduled", publish_at: "2099-01-01T04:00:00Z" });
    const request = await editorPost("/console/posts/7", { ...draftFields, intent: "schedule", publishAt: "2099-01-01T09:30" });
    const answer = await callAction(editAction, request, { id: "7" });
    expect(scheduled.last()?.body).toEqual({ at: "2099-01-01T09:30:00+05:30" });
    expect(answer).toRedirectTo("/console/posts/7?done=scheduled");
  });

  it("shows the API's 409 for a taken slug next to the slug, with everything typed kept", async () => {
    staffPosts.create(failure(409, "This slug is taken", { slug: ["This slug is already used by another post."] }));
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
    const upload = imageUpload({ id: "abc", url: "/api/images/abc.png", type: "image/png", size: 4 });
    const created = staffPosts.create({ ...post, cover_image: "/api/images/abc.png" });
    const cover = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "cover.png", { type: "image/png" });
    const answer = await answerOf(async () => newAction(await editorPost("/console/posts/new", draftFields, cover)));
    const uploaded = (upload.last()?.body as FormData).get("image") as File;
    expect(uploaded.name).toBe("cover.png");
    expect(uploaded.size).toBe(4);
    expect((created.last()?.body as { cover_image?: unknown }).cover_image).toBe("/api/images/abc.png");
    expect(answer.status).toBe(303);
  });

  it("shows a refused upload (415, 413) next to the cover without saving", async () => {
    for (const [status, message] of [
      [415, "The cover must be a PNG, JPEG, WebP or SVG image."],
      [413, "The cover must be 2 MB or smaller."],
    ] as const) {
      imageUpload(failure(status, "Refused"));
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
    const preview = staffPosts.preview({ html: "<p><em>Hi</em></p>" });
    const request = await editorPost("/console/posts/new", { intent: "preview", title: "", markdown: "*Hi*" });
    const answer = await answerOf(() => newAction(request));
    expect(preview.last()?.body).toEqual({ markdown: "*Hi*" });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ preview: "<p><em>Hi</em></p>", result: { initialValue: { markdown: "*Hi*" } } });
  });

  it("unpublishes and deletes, each back to where it says what happened", async () => {
    staffPosts.unpublish(post);
    staffPosts.remove(7);
    const unpublished = await callAction(editAction, await signedInPost("/console/posts/7", { intent: "unpublish" }), { id: "7" });
    expect(unpublished).toRedirectTo("/console/posts/7?done=unpublished");
    const deleted = await callAction(editAction, await signedInPost("/console/posts/7", { intent: "delete" }), { id: "7" });
    expect(deleted).toRedirectTo("/console/posts?deleted=1");
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
  const preview = (request: Request) => callResource(previewAction, request);

  it("renders the Markdown through the API with the session, and nothing else", async () => {
    const rendered = staffPosts.preview({ html: "<p><strong>Hi</strong></p>" });
    const answer = await preview(await signedInPost("/console/posts/preview", { markdown: "**Hi**" }));
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ preview: "<p><strong>Hi</strong></p>" });
    expect(rendered.last()?.body).toEqual({ markdown: "**Hi**" });
    expect(rendered.last()?.headers.get("Authorization")).toBe(`Bearer ${TOKEN}`);
    expect(answer).toHaveHeader("Cache-Control", "private, no-store");
  });

  it("refuses a post without Markdown (400) or too long (413) without asking the API", async () => {
    staffPosts.preview(HttpResponse.error());
    const missing = await preview(await signedInPost("/console/posts/preview", { text: "x" }));
    expect(missing.status).toBe(400);
    const long = await preview(await signedInPost("/console/posts/preview", { markdown: "x".repeat(200_001) }));
    expect(long.status).toBe(413);
    expect(long.data).toEqual({ error: "The post is longer than 200,000 characters." });
  });

  it("says the API could not be reached with a 502, not a 500", async () => {
    staffPosts.preview(new HttpResponse(null, { status: 503 }));
    const answer = await preview(await signedInPost("/console/posts/preview", { markdown: "Hi" }));
    expect(answer.status).toBe(502);
    expect(answer.data).toEqual({ error: "The console could not reach the API. Please try again in a moment." });
  });

  it("sends a visitor without a session to sign-in", async () => {
    const answer = await preview(await signedInPost("/console/posts/preview", { markdown: "Hi" }, false));
    expect(answer).toRedirectTo(/^\/console\/sign-in/, 303);
  });
});

describe("the blog for a signed-in staff member", () => {
  it("lists every post from the staff call, scheduled ones marked, never stored", async () => {
    staffMe();
    staffBlogs.list([
      { ...apiBlog(1), status: "published" },
      { ...apiBlog(2, { is_published: false }), status: "draft" },
      { ...apiBlog(3), status: "scheduled" },
    ]);
    const answer = await callLoader(blogListLoader, await signedInGet("/blog"));
    expect(answer).toHaveHeader("Cache-Control", "private, no-store");
    const loaded = answer.data as { result: { total: number }; scheduled: string[] };
    expect(loaded.result.total).toBe(3);
    expect(loaded.scheduled).toEqual(["3"]);
  });

  it("opens a draft as a private, unindexed preview", async () => {
    staffMe();
    staffBlogs.bySlug({ ...apiBlog(2, { is_published: false }), status: "draft" });
    blogs.list([apiBlog(1)]);
    commentsOf(2);
    // Staff on a post also get its comments awaiting moderation.
    staffComments.queue();
    const answer = await callLoader(blogPostLoader, await signedInGet("/blog/post-2"), { slug: "post-2" });
    expect(answer.status).toBe(200);
    expect(answer).toHaveHeader("Cache-Control", "private, no-store");
    expect(answer).toHaveHeader("X-Robots-Tag", "noindex, nofollow");
    expect(answer.data).toMatchObject({ status: "draft", article: { slug: "post-2", is_published: false } });
  });

  it("shows a visitor the public answer only: a draft is a 404", async () => {
    blogs.missing("post-2");
    const answer = await callLoader(blogPostLoader, new Request(`${SITE}/blog/post-2`), { slug: "post-2" });
    expect(answer.status).toBe(404);
  });
});
