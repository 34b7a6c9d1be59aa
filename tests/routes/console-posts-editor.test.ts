import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action as autosave } from "~/routes/console_.posts.autosave";
import { action as editAction } from "~/routes/console.posts.$id";
import { action as insertImage } from "~/routes/console_.posts.images";
import { externalImageUrls } from "~/lib/console/post-images";
import { postFormSchema } from "~/lib/console/posts-schema";
import { mediaItem } from "../mocks/api/posts";
import { API, upstream } from "../mocks/server";
import { answerOf, loadContext, resourceAnswerOf, SITE } from "../support/route";
import { sessionCookie, signedInPost } from "../support/console";

const context = loadContext();

const post = {
  id: 7,
  slug: "hello-world",
  title: "Hello world",
  status: "draft",
  publish_at: null,
  created_at: "2026-11-23T10:00:00Z",
  updated_at: "2026-11-23T10:42:00Z",
  author_name: "Asha",
  tags: [],
  cover_image: null,
  markdown: "Hi",
  content: "<p>Hi</p>",
  excerpt: null,
  alt_tag: null,
  public_url: null,
};
const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "team.jpg", { type: "image/jpeg" });

async function multipart(path: string, fields: Record<string, string>, files: Record<string, File>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, file] of Object.entries(files)) body.append(name, file);
  return new Request(`${SITE}${path}`, { method: "POST", body, headers: { Origin: SITE, "Sec-Fetch-Site": "same-origin", Cookie: await sessionCookie() } });
}

function storesImages(type = "image/jpeg") {
  const sent: string[] = [];
  upstream.use(
    http.post(`${API}/staff/media`, async ({ request }) => {
      sent.push(((await request.formData()).get("image") as File).name);
      return HttpResponse.json(mediaItem({ id: "f1", url: "/api/images/f1.jpg", type, size: 4 }), { status: 201 });
    }),
  );
  return sent;
}

describe("pictures in a post's text", () => {
  it("with JavaScript: stores the picture like a cover and answers the Markdown that shows it from the site", async () => {
    const sent = storesImages();
    const answer = await resourceAnswerOf(async () =>
      insertImage({ request: await multipart("/console/posts/images", { alt: "Our [team]" }, { image: jpeg() }), params: {}, context }),
    );
    expect(answer.status).toBe(201);
    expect(sent).toEqual(["team.jpg"]);
    expect(answer.data).toEqual({ url: "/api/images/f1.jpg", markdown: "![Our \\[team\\]](/api/images/f1.jpg)" });
  });

  it("with JavaScript: refuses a picture without alt text, and an SVG, with a 4xx and a message", async () => {
    storesImages("image/svg+xml");
    const noAlt = await resourceAnswerOf(async () =>
      insertImage({ request: await multipart("/console/posts/images", { alt: " " }, { image: jpeg() }), params: {}, context }),
    );
    expect(noAlt.status).toBe(400);
    expect(noAlt.data).toMatchObject({ error: expect.stringContaining("Describe the picture") });
    const svg = await resourceAnswerOf(async () =>
      insertImage({ request: await multipart("/console/posts/images", { alt: "Logo" }, { image: jpeg() }), params: {}, context }),
    );
    expect(svg.status).toBe(415);
  });

  it("with JavaScript: a picture the library refuses as too large in pixels gets the API's sentence, not a wrong type", async () => {
    const tooLarge = "This picture is 6300 × 6300 pixels (39.7 megapixels); the most we take is 25 megapixels. Make it smaller and upload it again.";
    upstream.use(http.post(`${API}/staff/media`, () => HttpResponse.json({ message: tooLarge }, { status: 422 })));
    const answer = await resourceAnswerOf(async () =>
      insertImage({ request: await multipart("/console/posts/images", { alt: "A bomb" }, { image: jpeg() }), params: {}, context }),
    );
    expect(answer.status).toBe(422);
    expect(answer.data).toEqual({ error: tooLarge });
  });

  it("without JavaScript: Insert image adds the line at the end of the text and keeps every field", async () => {
    storesImages();
    let saved = false;
    upstream.use(http.post(`${API}/staff/posts`, () => ((saved = true), HttpResponse.json(post, { status: 201 }))));
    const fields = { intent: "image", title: "", tags: "SEO", markdown: "First paragraph.\n", bodyImageAlt: "The team" };
    const request = await multipart("/console/posts/new", fields, { bodyImage: jpeg() });
    const answer = await answerOf(() => editAction({ request, params: { id: "new" }, context }));
    expect(answer.status).toBe(200);
    expect(saved).toBe(false);
    expect(answer.data).toMatchObject({
      inserted: "/api/images/f1.jpg",
      result: { initialValue: { tags: "SEO", markdown: "First paragraph.\n\n![The team](/api/images/f1.jpg)\n" } },
    });
  });

  it("refuses external image URLs in the text, naming each (the site's CSP blocks them)", async () => {
    const markdown = '![a](https://cdn.example/a.png) <img src="http://x.example/b.gif"> ![c][ref] ![ok](/api/images/f1.jpg)\n\n[ref]: //y.example/c.webp';
    expect(externalImageUrls(markdown)).toEqual(["https://cdn.example/a.png", "http://x.example/b.gif", "//y.example/c.webp"]);
    const checked = postFormSchema.safeParse({ intent: "save", title: "T", markdown });
    expect(checked.success).toBe(false);
    expect(checked.error?.issues[0]).toMatchObject({ path: ["markdown"], message: expect.stringContaining("https://cdn.example/a.png") });
    expect(postFormSchema.safeParse({ intent: "save", title: "T", markdown: "![ok](/api/images/f1.jpg) [a link](https://example.com)" }).success).toBe(true);
  });
});

describe("autosave", () => {
  it("creates a new post's draft once, then changes that draft, with the slug following the title", async () => {
    const sent: { method: string; body: { slug?: string; title?: string } }[] = [];
    upstream.use(
      http.post(`${API}/staff/posts`, async ({ request }) => {
        sent.push({ method: "POST", body: (await request.json()) as never });
        return HttpResponse.json(post, { status: 201 });
      }),
      http.get(`${API}/staff/posts/7`, () => HttpResponse.json(post)),
      http.put(`${API}/staff/posts/7`, async ({ request }) => {
        sent.push({ method: "PUT", body: (await request.json()) as never });
        return HttpResponse.json(post);
      }),
    );
    const first = await resourceAnswerOf(async () => autosave({ request: await signedInPost("/console/posts/autosave", { title: "Hel", markdown: "Hi" }), params: {}, context }));
    expect(first).toMatchObject({ status: 200, data: { id: "7", saved_at: post.updated_at } });
    const second = await resourceAnswerOf(async () =>
      autosave({ request: await signedInPost("/console/posts/autosave", { draftId: "7", title: "Hello world", markdown: "Hi there" }), params: {}, context }),
    );
    expect(second.status).toBe(200);
    expect(sent).toMatchObject([
      { method: "POST", body: { title: "Hel", slug: "hel" } },
      { method: "PUT", body: { title: "Hello world", slug: "hello-world" } },
    ]);
  });

  it("never saves a published post's edits (409), and says what is missing for a draft (400)", async () => {
    let changed = false;
    upstream.use(
      http.get(`${API}/staff/posts/7`, () => HttpResponse.json({ ...post, status: "published" })),
      http.put(`${API}/staff/posts/7`, () => ((changed = true), HttpResponse.json(post))),
    );
    const live = await resourceAnswerOf(async () =>
      autosave({ request: await signedInPost("/console/posts/autosave", { draftId: "7", title: "Half typed", markdown: "Hi" }), params: {}, context }),
    );
    expect(live.status).toBe(409);
    expect(changed).toBe(false);
    const untitled = await resourceAnswerOf(async () => autosave({ request: await signedInPost("/console/posts/autosave", { title: "", markdown: "Hi" }), params: {}, context }));
    expect(untitled).toMatchObject({ status: 400, data: { error: expect.stringContaining("title") } });
  });

  it("the explicit Save of a new post an autosave created updates that draft rather than making a second", async () => {
    let created = false;
    let updated = false;
    upstream.use(
      http.post(`${API}/staff/posts`, () => ((created = true), HttpResponse.json(post, { status: 201 }))),
      http.put(`${API}/staff/posts/7`, () => ((updated = true), HttpResponse.json(post))),
    );
    const request = await signedInPost("/console/posts/new", { intent: "save", draftId: "7", title: "Hello world", markdown: "Hi" });
    const answer = await answerOf(() => editAction({ request, params: { id: "new" }, context }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/console/posts/7?done=saved");
    expect({ created, updated }).toEqual({ created: false, updated: true });
  });
});
