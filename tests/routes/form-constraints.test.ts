import { getZodConstraint } from "@conform-to/zod";
import { describe, expect, it, vi } from "vitest";
import { careerSchema } from "~/lib/forms/career-schema";
import { commentSchema } from "~/lib/forms/comment-schema";
import { contactSchema } from "~/lib/forms/contact-schema";
import { quoteSchema } from "~/lib/forms/quote-schema";
import { loader as postLoader } from "~/routes/blog.$slug";
import { loader as careerLoader } from "~/routes/career";
import { loader as contactLoader } from "~/routes/contact";
import { loader as homeLoader } from "~/routes/_index";
import { loader as quoteLoader } from "~/routes/quote";
import { blogs } from "../mocks/api/blogs";
import { countries } from "../mocks/api/countries";
import { siteContent } from "../mocks/api/site-content";
import { callLoader, getRequest, loadContext } from "../support/route";

// The post page's own data is not the point here: a post that loads, whatever its content.
vi.mock("~/lib/blog/post-page.server", () => ({
  loadPostPage: async () => ({ page: { article: { slug: "some-post" } }, headers: new Headers() }),
}));

// The forms render their native constraints from the page's loader data, before zod has loaded.
describe("the native constraints a page hands its form", () => {
  it.each([
    ["Home", () => homeLoader({ request: getRequest("/"), context: loadContext(), params: {} }), quoteSchema],
    ["/quote", () => quoteLoader({ request: getRequest("/quote"), context: loadContext(), params: {} }), quoteSchema],
    ["/contact (and its aliases)", contactLoader, contactSchema],
    ["/career", careerLoader, careerSchema],
  ] as const)("%s: what its form's schema implies", async (_, loader, schema) => {
    countries([]);
    blogs.list([]);
    // Home reads every section's published text; the other pages some of them.
    for (const kind of ["services", "testimonials", "home", "about", "logos", "technologies"] as const) siteContent(kind);
    // Career answers data() (its headers depend on the openings); the others a plain object.
    const answer = (await loader()) as { constraint?: unknown; data?: { constraint: unknown } };
    expect(answer.data?.constraint ?? answer.constraint).toEqual(getZodConstraint(schema));
  });

  it("a blog post: what the comment schema implies", async () => {
    const answer = await callLoader<{ constraint: unknown }>(postLoader, getRequest("/blog/some-post"), { slug: "some-post" });
    expect(answer.data.constraint).toEqual(getZodConstraint(commentSchema));
  });

  it("say what the spec's rules say, e.g. for the quote form", async () => {
    countries([]);
    siteContent("testimonials");
    const { constraint } = await quoteLoader({ request: getRequest("/quote"), context: loadContext(), params: {} });
    expect(constraint).toMatchObject({
      name: { required: true, minLength: 2, maxLength: 100 },
      email: { required: true, maxLength: 254 },
      countryCode: { required: true },
      phone: { required: true },
      service: { required: true },
      message: { required: false, minLength: 5, maxLength: 600 },
      consent: { required: true },
    });
  });
});
