import { applicationReceiptSchema, consentJsonSchema, countrySchema, enquiryReceiptSchema, healthSchema } from "../../contract/answers/forms";
import { caseStudyJsonSchema } from "../../contract/answers/case-studies";
import { mediaItemSchema } from "../../contract/media";
import { openingJsonSchema } from "../../contract/answers/openings";
import { SITE_CONTENT_KINDS } from "../../contract/site-content/kinds";
import { visitBatchSchema } from "../../contract/visits";
import { IMAGE_FIELD } from "../http/image-upload";
import { RESUME_FIELD } from "../http/resume-upload";
import { IDEMPOTENCY_HEADER } from "../http/idempotency";
import { applicationSchema } from "../routes/applications";
import { consentSchema } from "../routes/consents";
import { enquirySchema } from "../routes/enquiries";
import { TEST_SUBMISSION_HEADER } from "../../contract/test-submission";
import { idsQuery } from "../routes/media";
import { describe } from "./operation";
import { type OpenAPIRegistry, z } from "./zod";

/** What the site's server reports of a form (honeypot, time to fill it in); a malformed one counts as none. */
const signals = z
  .object({ honeypot: z.boolean().optional(), elapsed_ms: z.number().optional() })
  .nullish()
  .openapi({ description: "For the spam check: what the site's server saw of the form. Ignored when malformed." });

const idempotency = z.object({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .optional()
    .openapi({ description: "A retry with the same key gets the first answer again (with `Idempotent-Replayed: true`); kept 7 days." }),
  [TEST_SUBMISSION_HEADER]: z
    .literal("1")
    .optional()
    .openapi({ description: "A conformance check's test (npm run contract:check): stored as spam, nobody mailed, no webhook, given to no one." }),
});

/** Published site content: each kind's items, and the shape of `data` per kind (docs/site-content.md). */
function siteContentAnswer(registry: OpenAPIRegistry) {
  const lists = Object.entries(SITE_CONTENT_KINDS).map(([kind, { label, schema }]) => {
    const name = `SiteContent${kind[0].toUpperCase()}${kind.slice(1)}`;
    const data = registry.register(name, (schema as z.ZodTypeAny).openapi({ description: `${label}: one item's data.` }));
    return z.array(z.object({ key: z.string(), data })).openapi({ description: `When kind is \`${kind}\`.` });
  });
  return z.union(lists as unknown as [z.ZodTypeAny, z.ZodTypeAny, ...z.ZodTypeAny[]]);
}

/** Public calls other than the blog: forms, consents, content, pictures, health. */
export function registerSite(registry: OpenAPIRegistry): void {
  const tag = "Site";
  describe(registry, { method: "get", path: "/health", tag, summary: "Whether the API and its database answer", access: "public", ok: { status: 200, description: "Up.", schema: healthSchema } });
  describe(registry, { method: "get", path: "/openapi.json", tag, summary: "This document", access: "public", ok: { status: 200, description: "The OpenAPI 3.1 document.", schema: z.object({}).passthrough() } });
  describe(registry, { method: "get", path: "/countries", tag, summary: "Countries with their calling code, for phone fields", access: "public", limit: "reads", ok: { status: 200, description: "By name.", schema: z.array(countrySchema) } });

  describe(registry, { method: "post", path: "/enquiries", tag: "Forms", summary: "Send a contact enquiry", access: "public", limit: "forms", headers: idempotency, body: enquirySchema.extend({ signals }), ok: { status: 201, description: "Stored.", schema: enquiryReceiptSchema }, errors: [409, 422] });
  describe(registry, {
    method: "post",
    path: "/applications",
    tag: "Forms",
    summary: "Apply for a job, with a résumé",
    description: `Multipart form: the fields below and the file \`${RESUME_FIELD}\` (PDF, DOC or DOCX, at most 5 MB). \`signals\` and \`source\` are JSON text.`,
    access: "public",
    limit: "forms",
    headers: idempotency,
    bodyType: "multipart/form-data",
    body: applicationSchema.extend({ signals: z.string().optional(), [RESUME_FIELD]: z.string().openapi({ format: "binary" }) }),
    ok: { status: 201, description: "Stored.", schema: applicationReceiptSchema },
    errors: [409, 413, 415, 422],
  });
  describe(registry, { method: "post", path: "/consents", tag: "Forms", summary: "Record a visitor's cookie choice", access: "public", limit: "consents", body: consentSchema, ok: { status: 201, description: "The record; the site keeps its id in the visitor's cookie.", schema: consentJsonSchema } });
  describe(registry, { method: "get", path: "/consents/{id}", tag: "Forms", summary: "Read a consent record back", access: "admin", params: z.object({ id: z.string().uuid() }), ok: { status: 200, description: "The record.", schema: consentJsonSchema }, errors: [404] });
  describe(registry, { method: "post", path: "/visits", tag: "Site", summary: "Add the site server's visit counts", access: "site", body: visitBatchSchema, ok: { status: 204, description: "Added." } });

  describe(registry, {
    method: "get",
    path: "/site-content/{kind}",
    tag: "Content",
    summary: "The published items of one kind of site content",
    description: "`data`'s shape depends on the kind: the components `SiteContent<Kind>` give each.",
    access: "public",
    limit: "reads",
    params: z.object({ kind: z.enum(Object.keys(SITE_CONTENT_KINDS) as [string, ...string[]]) }),
    ok: { status: 200, description: "Items in their order; an item never published is left out.", schema: siteContentAnswer(registry) },
    errors: [404],
  });
  const opening = registry.register("Opening", openingJsonSchema);
  const caseStudy = registry.register("CaseStudy", caseStudyJsonSchema);
  describe(registry, { method: "get", path: "/openings", tag: "Content", summary: "Open career openings in their order", access: "public", limit: "reads", ok: { status: 200, description: "Openings.", schema: z.array(opening) } });
  describe(registry, { method: "get", path: "/case-studies", tag: "Content", summary: "Published case studies in their order", access: "public", limit: "reads", ok: { status: 200, description: "Case studies.", schema: z.array(caseStudy) } });

  const media = registry.register("MediaItem", mediaItemSchema);
  describe(registry, { method: "get", path: "/media/items", tag: "Pictures", summary: "What a page needs to draw its pictures", access: "public", limit: "reads", query: idsQuery, ok: { status: 200, description: "The pictures found.", schema: z.object({ data: z.array(media) }) } });
  describe(registry, { method: "get", path: "/media/{file}", tag: "Pictures", summary: "One variant of a library picture (`<sha256>-<width>.<avif|webp|svg>`)", access: "public", limit: "reads", params: z.object({ file: z.string() }), ok: { status: 200, description: "The bytes, cached a year; an ETag answers 304.", contentType: "image/*", schema: z.string().openapi({ format: "binary" }) }, errors: [404] });
  describe(registry, { method: "get", path: "/images/{file}", tag: "Pictures", summary: `An uploaded cover image (\`<uuid>.<png|jpg|webp|svg>\`, uploaded as \`${IMAGE_FIELD}\`)`, access: "public", limit: "reads", params: z.object({ file: z.string() }), ok: { status: 200, description: "The bytes, cached a year.", contentType: "image/*", schema: z.string().openapi({ format: "binary" }) }, errors: [404] });
}
