import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action as autosave } from "~/routes/console_.posts.autosave";
import { action as editAction, loader as editLoader } from "~/routes/console.posts.$id";
import { action as restore } from "~/routes/console_.posts.$id.revisions.$revision.restore";
import { loader as previewLoader } from "~/routes/console.preview";
import { API, upstream } from "../mocks/server";
import { answerOf, loadContext, resourceAnswerOf } from "../support/route";
import { signedInGet, signedInPost } from "../support/console";

const context = loadContext();

const post = {
  id: 7,
  slug: "hello-world",
  title: "Hello world",
  status: "published",
  publish_at: "2026-11-23T10:00:00Z",
  created_at: "2026-11-23T10:00:00Z",
  updated_at: "2026-11-23T10:42:00Z",
  author_name: "Asha",
  tags: [],
  cover_image: null,
  markdown: "Hi",
  content: "<p>Hi</p>",
  excerpt: null,
  alt_tag: null,
  public_url: "/blog/hello-world",
};
const revision = (id: number, note: string) => ({
  id,
  author: "Asha <asha@agency.example>",
  note,
  autosave: false,
  created_at: "2026-11-23T10:42:00Z",
  updated_at: "2026-11-23T10:42:00Z",
});

describe("a post's revisions in the console", () => {
  it("the editor lists the revisions and shows the asked one's changed lines", async () => {
    upstream.use(
      http.get(`${API}/staff/posts/7`, () => HttpResponse.json(post)),
      http.get(`${API}/staff/posts/7/revisions`, () => HttpResponse.json({ data: [revision(12, "Saved"), revision(11, "Created")] })),
      http.get(`${API}/staff/posts/7/revisions/11`, () =>
        HttpResponse.json({ ...revision(11, "Created"), data: {}, previous_id: null, diff: [{ change: "added", text: "title: Hello" }] }),
      ),
    );
    const answer = await answerOf(async () => editLoader({ request: await signedInGet("/console/posts/7?revision=11"), params: { id: "7" }, context }));
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      revisions: [{ id: "12", note: "Saved" }, { id: "11", note: "Created" }],
      revision: { id: "11", previous_id: null, diff: [{ change: "added", text: "title: Hello" }] },
    });
  });

  it("Restore asks the API for that revision and comes back saying so; a refusal is said on the page", async () => {
    const restored: string[] = [];
    upstream.use(
      http.post(`${API}/staff/posts/7/revisions/:revision/restore`, ({ params }) => {
        if (params.revision === "99") return HttpResponse.json({ error: "No such revision of this post" }, { status: 404 });
        restored.push(String(params.revision));
        return HttpResponse.json(post);
      }),
    );
    const done = await answerOf(async () => restore({ request: await signedInPost("/console/posts/7/revisions/11/restore", {}), params: { id: "7", revision: "11" }, context }));
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/console/posts/7?done=restored");
    expect(restored).toEqual(["11"]);
    const missing = await answerOf(async () => restore({ request: await signedInPost("/console/posts/7/revisions/99/restore", {}), params: { id: "7", revision: "99" }, context }));
    expect(missing).toMatchObject({ status: 404, data: { actionError: "No such revision of this post" } });
  });

  it("an autosave tells the API it is one, so its revisions are folded; the explicit Save does not", async () => {
    const bodies: { autosave?: boolean }[] = [];
    upstream.use(
      http.get(`${API}/staff/posts/7`, () => HttpResponse.json({ ...post, status: "draft" })),
      http.put(`${API}/staff/posts/7`, async ({ request }) => {
        bodies.push((await request.json()) as never);
        return HttpResponse.json({ ...post, status: "draft" });
      }),
    );
    const typed = await resourceAnswerOf(async () =>
      autosave({ request: await signedInPost("/console/posts/autosave", { draftId: "7", title: "Hello world", markdown: "Hi there" }), params: {}, context }),
    );
    expect(typed.status).toBe(200);
    await answerOf(async () =>
      editAction({ request: await signedInPost("/console/posts/7", { intent: "save", title: "Hello world", markdown: "Hi there" }), params: { id: "7" }, context }),
    );
    expect(bodies.map((body) => body.autosave)).toEqual([true, undefined]);
  });
});

describe("the preview at two widths", () => {
  it("frames the site's own page with ?preview=draft, and nothing else", async () => {
    const ok = await answerOf(async () => previewLoader({ request: await signedInGet("/console/preview?path=%2Fblog%2Fhello-world"), params: {}, context }));
    expect(ok).toMatchObject({ status: 200, data: { src: "/blog/hello-world?preview=draft" } });
    expect(ok.headers.get("cache-control")).toBe("private, no-store");
    for (const path of ["//evil.example/x", "https://evil.example/", "/console/posts", "", "javascript:alert(1)"]) {
      const refused = await answerOf(async () => previewLoader({ request: await signedInGet(`/console/preview?path=${encodeURIComponent(path)}`), params: {}, context }));
      expect(refused.status, path).toBe(404);
    }
  });
});
