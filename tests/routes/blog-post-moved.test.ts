import type { LoaderFunctionArgs } from "@remix-run/node";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/blog.$slug";
import { apiBlog } from "../mocks/api/blogs";
import { API, upstream } from "../mocks/server";

const context = { cspNonce: "", clientIp: "203.0.113.9" };

async function load(slug: string): Promise<Response> {
  const request = new Request(`https://www.example.test/blog/${slug}`);
  try {
    return (await loader({ request, params: { slug }, context } as unknown as LoaderFunctionArgs)) as unknown as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    const data = thrown as { init?: { status?: number } };
    return new Response(null, { status: data.init?.status ?? 500 });
  }
}

/** The API as the contract says: the current slug answers, an old one moves there, others are 404. */
function servePosts() {
  upstream.use(
    http.get(`${API}/blogs/slug/:slug`, ({ params }) => {
      if (params.slug === "new-name") return HttpResponse.json(apiBlog(9, { slug: "new-name", title: "Renamed" }));
      if (params.slug === "old-name") {
        return HttpResponse.json({ message: "Moved", slug: "new-name" }, { status: 301, headers: { Location: "/api/blogs/slug/new-name" } });
      }
      return HttpResponse.json({ message: "Blog not found" }, { status: 404 });
    }),
    http.get(`${API}/blogs`, () => HttpResponse.json([])),
    http.get(`${API}/comments/blog/:id`, () => HttpResponse.json([])),
    http.get(`${API}/likes/status`, () => HttpResponse.json({ liked: false, likes_count: 0 })),
  );
}

describe("a renamed post's old address", () => {
  it("answers 301 to the post's current address", async () => {
    servePosts();
    const response = await load("old-name");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/blog/new-name");
  });

  it("leaves the current address and unknown ones as they were", async () => {
    servePosts();
    expect((await load("new-name")).status).not.toBe(301);
    expect((await load("no-such-post")).status).toBe(404);
  });
});
