import { randomUUID } from "node:crypto";
import { z } from "zod";
import { VISITOR_HEADER } from "../../contract/headers";
import { type SiteContentKind } from "../../contract/site-content/kinds";
import { allOf, fits, listOf, oneOf } from "./expect";
import type { Probe } from "./probe";
import {
  SITE_CONTENT_KINDS,
  TEST_SUBMISSION_HEADER,
  apiBlogSchema,
  apiCommentSchema,
  apiCountrySchema,
  caseStudySchema,
  errorSchema,
  fieldErrorsSchema,
  likeStatusSchema,
  mediaItemSchema,
  openingSchema,
  pictureRefs,
  receiptSchema,
  siteContentEntry,
} from "./schemas";
import { TEST_APPLICATION, TEST_ENQUIRY, testResume } from "./test-submissions";

const TEST = { [TEST_SUBMISSION_HEADER]: "1" };

const firstItem = (body: unknown, keys: string[]): Record<string, unknown> | undefined => {
  const list = Array.isArray(body) ? body : keys.map((key) => (body as Record<string, unknown> | undefined)?.[key]).find(Array.isArray);
  return list?.[0] as Record<string, unknown> | undefined;
};

/** The calls the site makes as visitors read and write (app/lib), in the order a visit makes them. */
export async function publicChecks(probe: Probe): Promise<void> {
  await probe.ask({ path: "/countries", status: [200], expect: listOf(apiCountrySchema, ["data", "countries"]) });

  const blogs = await probe.ask({ path: "/blogs", status: [200], expect: listOf(apiBlogSchema, ["data", "blogs"]) });
  const post = firstItem(blogs, ["data", "blogs"]);
  const noPost = post ? undefined : "no published post to read (the blog list is empty or did not fit)";
  const slug = encodeURIComponent(String(post?.slug ?? ":slug"));
  const id = encodeURIComponent(String(post?.id ?? ":id"));
  await probe.ask({ path: `/blogs/slug/${slug}`, status: [200], expect: oneOf(apiBlogSchema, ["data", "blog"], "slug"), skip: noPost });
  await probe.ask({ path: "/blogs/slug/contract-check-no-such-post", status: [404], expect: fits(errorSchema) });

  const visitor = { [VISITOR_HEADER]: randomUUID() };
  await probe.ask({ path: `/comments/blog/${id}`, headers: visitor, status: [200], expect: listOf(apiCommentSchema, ["data", "comments"]), skip: noPost });
  await probe.ask({ path: `/likes/status?blog_id=${id}`, headers: visitor, status: [200], expect: fits(likeStatusSchema), skip: noPost });

  const mediaIds = new Set<string>();
  for (const kind of Object.keys(SITE_CONTENT_KINDS) as SiteContentKind[]) {
    const items = await probe.ask({ path: `/site-content/${kind}`, status: [200], expect: listOf(siteContentEntry(SITE_CONTENT_KINDS[kind].schema)) });
    for (const ref of pictureRefs(items)) mediaIds.add(ref.mediaId);
  }
  const ids = [...mediaIds].slice(0, 20).map(encodeURIComponent).join(",");
  await probe.ask({ path: `/media/items?ids=${ids}`, status: [200], expect: listOf(mediaItemSchema), skip: ids ? undefined : "no site content names a library picture" });

  await probe.ask({ path: "/openings", status: [200], expect: listOf(openingSchema) });
  await probe.ask({ path: "/case-studies", status: [200], expect: listOf(caseStudySchema) });

  await probe.ask({ method: "POST", path: "/enquiries", headers: TEST, json: TEST_ENQUIRY, status: [201, 200], expect: fits(receiptSchema) });
  await probe.ask({
    method: "POST",
    path: "/enquiries",
    headers: TEST,
    json: { ...TEST_ENQUIRY, email: "not-an-email-address" },
    status: [400, 422],
    expect: allOf(fits(fieldErrorsSchema), namesField("email")),
  });
  await probe.ask({ method: "POST", path: "/applications", headers: TEST, form: applicationForm(), status: [201, 200], expect: fits(receiptSchema) });
}

/** The refusal's `errors` name the one field that was wrong. */
const namesField = (field: string) =>
  fits(
    z.object({ errors: z.array(z.object({ field: z.string() })).refine((errors) => errors.some((error) => error.field === field), `Expected an error for the field "${field}"`) }).passthrough(),
  );

function applicationForm(): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(TEST_APPLICATION)) form.append(name, value);
  form.append("resume", new Blob([testResume()], { type: "application/pdf" }), "contract-check-resume.pdf");
  return form;
}
