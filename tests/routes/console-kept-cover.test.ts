import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action as postAction } from "~/routes/console.posts.$id";
import { action as newWorkAction } from "~/routes/console.work.new";
import { mediaItem } from "../mocks/api/posts";
import { API, upstream } from "../mocks/server";
import { answerOf, loadContext } from "../support/route";
import { multipartPost } from "../support/console";

const context = loadContext();

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "team-photo.png", { type: "image/png" });

/** The API stores every upload it is sent; the test counts them. */
function storedImages() {
  const names: string[] = [];
  upstream.use(
    http.post(`${API}/staff/media`, async ({ request }) => {
      names.push(((await request.formData()).get("image") as File).name);
      return HttpResponse.json(mediaItem({ id: "abc", url: "/api/images/abc.png", type: "image/png", size: 4 }), { status: 201 });
    }),
  );
  return names;
}

const post = {
  id: 8,
  slug: "now-titled",
  title: "Now titled",
  status: "draft",
  publish_at: null,
  created_at: "2026-11-23T10:00:00Z",
  updated_at: "2026-11-23T10:00:00Z",
  author_name: "Asha",
  tags: [],
  cover_image: null,
  markdown: "Hi",
  content: "<p>Hi</p>",
  excerpt: null,
  alt_tag: null,
  public_url: null,
};
const kept = { coverImage: "/api/images/abc.png", coverName: "team-photo.png" };

describe("a post's cover survives a preview and a refusal", () => {
  it("stores the cover picked before Preview and carries it back in the form", async () => {
    const stored = storedImages();
    upstream.use(http.post(`${API}/staff/posts/preview`, () => HttpResponse.json({ html: "<p>Hi</p>" })));
    const request = await multipartPost("/console/posts/new", { intent: "preview", title: "Draft", markdown: "Hi" }, png());
    const answer = await answerOf(() => postAction({ request, params: { id: "new" }, context }));
    expect(answer.status).toBe(200);
    expect(stored).toEqual(["team-photo.png"]);
    expect(answer.data).toMatchObject({ preview: "<p>Hi</p>", result: { initialValue: { title: "Draft", ...kept } } });
  });

  it("keeps the cover when the form is refused for a missing title, then saves it with the post", async () => {
    const stored = storedImages();
    let sent: { cover_image?: unknown } | undefined;
    upstream.use(
      http.post(`${API}/staff/posts`, async ({ request }) => {
        sent = (await request.json()) as typeof sent;
        return HttpResponse.json({ ...post, cover_image: "/api/images/abc.png" }, { status: 201 });
      }),
    );
    const refused = await answerOf(async () =>
      postAction({ request: await multipartPost("/console/posts/new", { intent: "save", title: "", markdown: "Hi" }, png()), params: { id: "new" }, context }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ result: { error: { title: [expect.any(String)] }, initialValue: kept } });

    // The page posts again with what it was given back, and no file.
    const again = await multipartPost("/console/posts/new", { intent: "save", title: "Now titled", markdown: "Hi", ...kept });
    const saved = await answerOf(() => postAction({ request: again, params: { id: "new" }, context }));
    expect(saved.status).toBe(303);
    expect(stored).toEqual(["team-photo.png"]);
    expect(sent?.cover_image).toBe("/api/images/abc.png");
  });
});

describe("a case study's cover survives a refusal", () => {
  it("stores the cover of a refused case study and gives it back with the typed fields", async () => {
    const stored = storedImages();
    const fields = { title: "Clinic bookings", client: "", industry: "Healthcare", challenge: "Few bookings.", what_we_did: "A faster site." };
    const request = await multipartPost("/console/work/new", fields, png());
    const answer = await answerOf(() => newWorkAction({ request, params: {}, context }));
    expect(answer.status).toBe(400);
    expect(stored).toEqual(["team-photo.png"]);
    expect(answer.data).toMatchObject({
      result: { error: { client: [expect.any(String)] }, initialValue: { title: "Clinic bookings", ...kept } },
    });
  });
});
