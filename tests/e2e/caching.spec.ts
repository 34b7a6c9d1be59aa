import { expect, test } from "@playwright/test";

// What a CDN in front of the site sees; no browser needed, so one project runs these.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "runs once");

const POST = "/blog/cloud-architecture-for-startups";

async function headersOf(request: import("@playwright/test").APIRequestContext, url: string, cookie?: string) {
  const response = await request.get(url, { headers: cookie ? { Cookie: cookie } : {}, maxRedirects: 0 });
  const setCookies = response.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie");
  return { status: response.status(), headers: response.headers(), setCookies };
}

test("anonymous pages set no cookie and may be kept by shared caches", async ({ request }) => {
  for (const url of ["/", "/about", "/blog", "/contact", "/services/social-pr", POST]) {
    const { status, headers, setCookies } = await headersOf(request, url);
    expect(status, url).toBe(200);
    expect(setCookies, url).toEqual([]);
    expect(headers["cache-control"], url).toMatch(/^public, max-age=0, s-maxage=\d+/);
  }
});

test("the post page varies with the visitor's cookies and is private once they have some", async ({ request }) => {
  const anonymous = await headersOf(request, POST);
  expect(anonymous.headers.vary).toMatch(/Cookie/);

  const posts = (await (await request.get("/api/blogs")).json()) as Array<{ id: number; slug: string }>;
  const blogId = posts.find((post) => POST.endsWith(post.slug))!.id;
  const liked = await request.post(POST, {
    form: { intent: "like", blogId: String(blogId) },
    headers: { Origin: new URL(POST, test.info().project.use.baseURL).origin },
    maxRedirects: 0,
  });
  expect(liked.headers()["cache-control"]).toBe("no-store");
  const visitor = liked
    .headersArray()
    .find((header) => header.name.toLowerCase() === "set-cookie" && header.value.startsWith("visitor_id="));
  expect(visitor).toBeTruthy();

  const returning = await headersOf(request, POST, visitor!.value.split(";")[0]);
  expect(returning.headers["cache-control"]).toBe("private, no-cache");
});

test("a landing URL with a campaign keeps it in a cookie, privately", async ({ request }) => {
  const { headers, setCookies } = await headersOf(request, "/quote?utm_source=cache-check");
  expect(setCookies.map((header) => header.value).join("\n")).toMatch(/^__session=.*SameSite=Lax/m);
  expect(headers["cache-control"]).toBe("private, no-cache");
});

test("client-side navigation data follows the same rules", async ({ request }) => {
  const { headers } = await headersOf(request, "/about.data");
  expect(headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+/);
});

test("a missing post is kept only briefly", async ({ request }) => {
  const { status, headers } = await headersOf(request, "/blog/no-such-post-anywhere");
  expect(status).toBe(404);
  expect(headers["cache-control"]).toBe("public, max-age=0, s-maxage=60");
});
