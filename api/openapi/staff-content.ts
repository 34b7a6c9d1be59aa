import { imageSchema, postSummarySchema, staffPostSchema } from "../../contract/answers/console";
import { siteContentItemSchema, siteContentRevisionSchema } from "../../contract/answers/site-content";
import { postRevisionDataSchema, postRevisionJsonSchema, revisionDiffLineSchema } from "../../contract/revisions";
import { caseStudyJsonSchema } from "../../contract/answers/case-studies";
import { mediaDetailSchema, mediaItemSchema } from "../../contract/media";
import { openingJsonSchema } from "../../contract/answers/openings";
import { SITE_CONTENT_KINDS } from "../../contract/site-content/kinds";
import { blockListSchema, queueSchema } from "../routes/moderation";
import { changes, uploadFields } from "../routes/media";
import { caseStudySchema } from "../routes/case-studies";
import { noteSchema } from "../routes/site-content";
import { openingSchema } from "../routes/openings";
import { autosaveSchema } from "../routes/staff-posts";
import { moveSchema } from "../http/ordered-input";
import { IMAGE_FIELD } from "../http/image-upload";
import { newPostSchema, postChangesSchema, postFiltersSchema, previewSchema, publishSchema } from "../http/post-input";
import { idParam, objectAnswer, pageOf, pagingQuery } from "./components";
import { PAGING } from "../limits";
import { describe } from "./operation";
import { type OpenAPIRegistry, z } from "./zod";


const binary = z.string().openapi({ format: "binary" });

function registerPosts(registry: OpenAPIRegistry) {
  const tag = "Staff posts";
  const post = registry.register("StaffPost", staffPostSchema);
  const id = idParam("id");
  const staff = { access: "staff", permission: "posts.edit" } as const;
  describe(registry, { method: "get", path: "/staff/posts", tag, summary: "Posts by status, newest first", ...staff, query: postFiltersSchema.merge(pagingQuery(100, 25)), ok: { status: 200, description: "A page.", schema: pageOf(postSummarySchema) } });
  describe(registry, { method: "post", path: "/staff/posts/preview", tag, summary: "Markdown as the site will render it", ...staff, body: previewSchema, ok: { status: 200, description: "HTML.", schema: z.object({ html: z.string() }) } });
  describe(registry, { method: "get", path: "/staff/posts/{id}", tag, summary: "One post", ...staff, params: id, ok: { status: 200, description: "The post.", schema: post }, errors: [404] });
  describe(registry, { method: "post", path: "/staff/posts", tag, summary: "Create a post (a draft unless published)", ...staff, body: newPostSchema, ok: { status: 201, description: "The post; `Location` is its URL.", schema: post }, errors: [409] });
  describe(registry, { method: "put", path: "/staff/posts/{id}", tag, summary: "Change a post (`autosave: true` from the editor's timer)", ...staff, params: id, body: postChangesSchema.merge(autosaveSchema), ok: { status: 200, description: "The post.", schema: post }, errors: [404, 409] });
  describe(registry, { method: "post", path: "/staff/posts/{id}/publish", tag, summary: "Publish now, or at `at` (scheduled)", ...staff, params: id, body: publishSchema, ok: { status: 200, description: "The post.", schema: post }, errors: [404] });
  describe(registry, { method: "post", path: "/staff/posts/{id}/unpublish", tag, summary: "Back to draft", ...staff, params: id, ok: { status: 200, description: "The post.", schema: post }, errors: [404] });
  describe(registry, { method: "get", path: "/staff/posts/{id}/revisions", tag, summary: "A post's saved revisions", ...staff, params: id, ok: { status: 200, description: "Newest first.", schema: z.object({ data: z.array(postRevisionJsonSchema) }) }, errors: [404] });
  describe(registry, { method: "get", path: "/staff/posts/{id}/revisions/{revision}", tag, summary: "One revision with its diff against the one before", ...staff, params: idParam("id", "revision"), ok: { status: 200, description: "The revision.", schema: postRevisionJsonSchema.extend({ data: postRevisionDataSchema, previous_id: z.number().int().nullable(), diff: z.array(revisionDiffLineSchema) }) }, errors: [404] });
  describe(registry, { method: "post", path: "/staff/posts/{id}/revisions/{revision}/restore", tag, summary: "Make a revision the post's content again", ...staff, params: idParam("id", "revision"), ok: { status: 200, description: "The post.", schema: post }, errors: [404, 409] });
  describe(registry, { method: "delete", path: "/staff/posts/{id}", tag, summary: "Delete a post", ...staff, params: id, ok: { status: 204, description: "Deleted." }, errors: [404] });
  describe(registry, { method: "post", path: "/staff/images", tag, summary: `Upload a cover image (multipart field \`${IMAGE_FIELD}\`)`, ...staff, bodyType: "multipart/form-data", body: z.object({ [IMAGE_FIELD]: binary }), ok: { status: 201, description: "`{ id, url, type }`; `Location` is its URL.", schema: imageSchema }, errors: [413, 415, 422] });
}

function registerMedia(registry: OpenAPIRegistry) {
  const tag = "Media library";
  const staff = { access: "staff", permission: "media.edit" } as const;
  const id = z.object({ id: z.string() });
  describe(registry, { method: "post", path: "/staff/media", tag, summary: `Upload a picture (multipart field \`${IMAGE_FIELD}\`); the same bytes again answer the stored one`, ...staff, bodyType: "multipart/form-data", body: uploadFields.extend({ [IMAGE_FIELD]: binary }), ok: { status: 201, description: "Stored.", schema: mediaItemSchema }, more: [{ status: 200, description: "Already in the library.", schema: mediaItemSchema }], errors: [413, 415, 422] });
  describe(registry, { method: "get", path: "/staff/media", tag, summary: "The library, newest first", ...staff, query: pagingQuery(PAGING.maxPerPage, 48), ok: { status: 200, description: "A page.", schema: pageOf(mediaItemSchema.openapi("MediaItem")) } });
  describe(registry, { method: "get", path: "/staff/media/{id}", tag, summary: "One picture and where it is used", ...staff, params: id, ok: { status: 200, description: "The picture.", schema: mediaDetailSchema }, errors: [404] });
  describe(registry, { method: "patch", path: "/staff/media/{id}", tag, summary: "Change alt text or focal point", ...staff, params: id, body: changes, ok: { status: 200, description: "The picture.", schema: mediaItemSchema }, errors: [404] });
  describe(registry, { method: "delete", path: "/staff/media/{id}", tag, summary: "Delete a picture no page uses", ...staff, params: id, ok: { status: 204, description: "Deleted." }, errors: [404, 409] });
}

function registerOrdered(registry: OpenAPIRegistry, path: string, label: string, permission: string, input: z.AnyZodObject, rowSchema: z.ZodTypeAny) {
  const tag = "Openings and case studies";
  const staff = { access: "staff", permission } as const;
  const id = idParam("id");
  describe(registry, { method: "get", path: `/staff/${path}`, tag, summary: `Every ${label}, shown or not`, ...staff, ok: { status: 200, description: "In order.", schema: z.array(rowSchema) } });
  describe(registry, { method: "post", path: `/staff/${path}`, tag, summary: `Add a ${label} (last)`, ...staff, body: input, ok: { status: 201, description: "Added.", schema: rowSchema } });
  describe(registry, { method: "put", path: `/staff/${path}/{id}`, tag, summary: `Change some fields of a ${label}`, ...staff, params: id, body: input.partial(), ok: { status: 200, description: "Changed.", schema: rowSchema }, errors: [404] });
  describe(registry, { method: "post", path: `/staff/${path}/{id}/move`, tag, summary: `Move a ${label} up or down`, ...staff, params: id, body: moveSchema, ok: { status: 200, description: "The whole list in its new order.", schema: z.array(rowSchema) }, errors: [404] });
  describe(registry, { method: "delete", path: `/staff/${path}/{id}`, tag, summary: `Delete a ${label}`, ...staff, params: id, ok: { status: 204, description: "Deleted." }, errors: [404] });
}

function registerSiteContent(registry: OpenAPIRegistry) {
  const tag = "Site content";
  const staff = { access: "staff", permission: "content.edit" } as const;
  const kind = z.enum(Object.keys(SITE_CONTENT_KINDS) as [string, ...string[]]);
  const item = z.object({ kind, key: z.string() });
  const revision = item.extend({ id: z.number().int().min(1) });
  const itemJson = registry.register("SiteContentItem", siteContentItemSchema);
  const revisionJson = registry.register("SiteContentRevision", siteContentRevisionSchema);
  describe(registry, { method: "get", path: "/staff/site-content", tag, summary: "Each kind with its item count and unpublished drafts", ...staff, ok: { status: 200, description: "Kinds.", schema: z.array(z.object({ kind: z.string(), label: z.string(), items: z.number().int(), unpublished: z.number().int() })) } });
  describe(registry, { method: "get", path: "/staff/site-content/{kind}", tag, summary: "The items of one kind, drafts and published", ...staff, params: z.object({ kind }), ok: { status: 200, description: "Items.", schema: z.array(itemJson) }, errors: [404] });
  describe(registry, { method: "get", path: "/staff/site-content/{kind}/{key}", tag, summary: "One item with its revisions", ...staff, params: item, ok: { status: 200, description: "The item and its revisions, newest first.", schema: itemJson.extend({ revisions: z.array(revisionJson) }) }, errors: [404] });
  describe(registry, { method: "put", path: "/staff/site-content/{kind}/{key}", tag, summary: "Save a draft; `data` must fit the kind's schema (SiteContent<Kind>)", ...staff, params: item, body: z.object({ data: z.unknown(), note: noteSchema }), ok: { status: 200, description: "The item.", schema: itemJson }, errors: [404] });
  describe(registry, { method: "post", path: "/staff/site-content/{kind}/{key}/publish", tag, summary: "Publish the draft", ...staff, params: item, ok: { status: 200, description: "The item.", schema: itemJson }, errors: [404] });
  describe(registry, { method: "get", path: "/staff/site-content/{kind}/{key}/revisions/{id}", tag, summary: "One revision and its diff", ...staff, params: revision, ok: { status: 200, description: "The revision.", schema: revisionJson.extend({ data: z.unknown(), previous_id: z.number().int().nullable(), diff: z.array(revisionDiffLineSchema) }) }, errors: [404] });
  describe(registry, { method: "post", path: "/staff/site-content/{kind}/{key}/revisions/{id}/restore", tag, summary: "Make a revision the draft again", ...staff, params: revision, ok: { status: 200, description: "The item.", schema: itemJson }, errors: [404] });
}

function registerModeration(registry: OpenAPIRegistry) {
  const tag = "Comment moderation";
  const staff = { access: "staff", permission: "comments.moderate" } as const;
  const count = { blog_id: z.number().int(), comments_count: z.number().int() };
  describe(registry, { method: "get", path: "/staff/comments", tag, summary: "Comments by status (default held)", ...staff, query: queueSchema.merge(pagingQuery(PAGING.maxPerPage, PAGING.defaultPerPage)), ok: { status: 200, description: "A page.", schema: pageOf(objectAnswer("A comment with its post's title and why it was held.")) } });
  describe(registry, { method: "get", path: "/staff/comments/counts", tag, summary: "How many comments wait", ...staff, ok: { status: 200, description: "Counts.", schema: z.object({ held: z.number().int() }) } });
  describe(registry, { method: "post", path: "/staff/comments/{commentId}/{action}", tag, summary: "Approve, hide or mark a comment as spam", ...staff, params: z.object({ commentId: z.number().int().min(1), action: z.enum(["approve", "hide", "spam"]) }), ok: { status: 200, description: "The new state.", schema: z.object({ id: z.number().int(), status: z.string(), ...count }) }, errors: [404] });
  describe(registry, { method: "delete", path: "/staff/comments/{commentId}", tag, summary: "Delete a comment", ...staff, params: idParam("commentId"), ok: { status: 200, description: "Deleted.", schema: z.object({ message: z.literal("Comment deleted"), ...count }) }, errors: [404] });
  describe(registry, { method: "get", path: "/staff/comment-block-list", tag, summary: "Phrases that hold a comment", ...staff, ok: { status: 200, description: "Phrases.", schema: z.object({ phrases: z.array(z.string()) }) } });
  describe(registry, { method: "put", path: "/staff/comment-block-list", tag, summary: "Replace the block list (lines or an array)", ...staff, body: blockListSchema, ok: { status: 200, description: "Phrases as saved.", schema: z.object({ phrases: z.array(z.string()) }) } });
}

/** The console's content calls: posts, pictures, openings, case studies, site content, comments. */
export function registerStaffContent(registry: OpenAPIRegistry): void {
  registerPosts(registry);
  registerMedia(registry);
  registerOrdered(registry, "openings", "opening", "openings.edit", openingSchema, openingJsonSchema.openapi("Opening"));
  registerOrdered(registry, "case-studies", "case study", "work.edit", caseStudySchema, caseStudyJsonSchema.openapi("CaseStudy"));
  registerSiteContent(registry);
  registerModeration(registry);
}
