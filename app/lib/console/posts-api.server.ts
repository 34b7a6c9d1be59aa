import { z } from "zod";
import { apiBlogSchema } from "../blog-api.server";
import { unwrapList } from "../api-client.server";
import { listPageSchema } from "./api-types";
import { POST_STATUSES } from "./posts";
import { parseStaffAnswer, staffCall, type StaffCaller } from "./staff-api.server";

/** The staff API's posts (posts contract), checked as they arrive. */
const id = z.union([z.number(), z.string()]).transform(String);

export const postSummarySchema = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  status: z.enum(POST_STATUSES),
  publish_at: z.string().nullable().default(null),
  created_at: z.string().nullable().default(null),
  updated_at: z.string().nullable().default(null),
  author_name: z.string().nullable().default(null),
  tags: z
    .array(z.string())
    .nullable()
    .transform((tags) => tags ?? []),
  cover_image: z.string().nullable().default(null),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

export const postSchema = postSummarySchema.extend({
  markdown: z
    .string()
    .nullable()
    .transform((text) => text ?? ""),
  content: z
    .string()
    .nullable()
    .transform((text) => text ?? ""),
  excerpt: z.string().nullable().default(null),
  alt_tag: z.string().nullable().default(null),
  public_url: z.string().nullable().default(null),
});
export type StaffPost = z.infer<typeof postSchema>;

export const postListSchema = listPageSchema(postSummarySchema);

/** A post's revisions (docs/post-revisions.md): who, when, why; one with its diff against the one before. */
export const postRevisionSchema = z.object({
  id,
  author: z.string(),
  note: z.string(),
  autosave: z.boolean().default(false),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PostRevision = z.infer<typeof postRevisionSchema>;
const revisionListSchema = z.object({ data: z.array(postRevisionSchema) });
export const revisionDetailSchema = postRevisionSchema.extend({
  previous_id: id.nullable(),
  diff: z.array(z.object({ change: z.enum(["added", "removed", "same"]), text: z.string() })),
});
export type PostRevisionDetail = z.infer<typeof revisionDetailSchema>;

/** The API's rendering of a post's Markdown, for the editor's preview. */
export const previewSchema = z.object({ html: z.string() });

/** A blog as the public list sends it, with the status only staff are told. */
export const staffBlogSchema = apiBlogSchema.extend({ status: z.enum(POST_STATUSES) });

/** What the console sends to create or change a post. */
export interface PostFields {
  title: string;
  slug?: string;
  markdown: string;
  tags: string[];
  author_name: string | null;
  cover_image: string | null;
  alt_tag: string | null;
  excerpt: string | null;
}

const postPath = (postId: string) => `/staff/posts/${encodeURIComponent(postId)}`;
const asPost = (value: unknown, path: string) => parseStaffAnswer(postSchema, value, path);

export const postsApi = {
  list: async (c: StaffCaller, query: URLSearchParams) =>
    parseStaffAnswer(postListSchema, await staffCall(c, `/staff/posts?${query}`), "/staff/posts"),
  get: async (c: StaffCaller, postId: string) => asPost(await staffCall(c, postPath(postId)), "post"),
  create: async (c: StaffCaller, fields: PostFields) => asPost(await staffCall(c, "/staff/posts", "POST", fields), "new post"),
  /** An autosave says so: the API folds one author's autosaves into one revision. */
  update: async (c: StaffCaller, postId: string, fields: PostFields, autosave = false) =>
    asPost(await staffCall(c, postPath(postId), "PUT", autosave ? { ...fields, autosave } : fields), "post"),
  revisions: async (c: StaffCaller, postId: string) =>
    parseStaffAnswer(revisionListSchema, await staffCall(c, `${postPath(postId)}/revisions`), "post revisions").data,
  revision: async (c: StaffCaller, postId: string, revisionId: string) =>
    parseStaffAnswer(revisionDetailSchema, await staffCall(c, `${postPath(postId)}/revisions/${encodeURIComponent(revisionId)}`), "post revision"),
  restore: async (c: StaffCaller, postId: string, revisionId: string) =>
    asPost(await staffCall(c, `${postPath(postId)}/revisions/${encodeURIComponent(revisionId)}/restore`, "POST", {}), "restore"),
  /** Now, or at `at` (ISO with its offset). */
  publish: async (c: StaffCaller, postId: string, at?: string) =>
    asPost(await staffCall(c, `${postPath(postId)}/publish`, "POST", at ? { at } : {}), "publish"),
  unpublish: async (c: StaffCaller, postId: string) =>
    asPost(await staffCall(c, `${postPath(postId)}/unpublish`, "POST", {}), "unpublish"),
  remove: (c: StaffCaller, postId: string) => staffCall(c, postPath(postId), "DELETE"),
  preview: async (c: StaffCaller, markdown: string) =>
    parseStaffAnswer(previewSchema, await staffCall(c, "/staff/posts/preview", "POST", { markdown }), "preview")
      .html,
  /** Every post for the staff view of /blog, drafts and scheduled ones included. */
  blogs: async (c: StaffCaller) =>
    unwrapList(await staffCall(c, "/staff/blogs"), ["data", "blogs"]).flatMap((item) => {
      const parsed = staffBlogSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  blogBySlug: async (c: StaffCaller, slug: string) =>
    parseStaffAnswer(staffBlogSchema, await staffCall(c, `/staff/blogs/slug/${encodeURIComponent(slug)}`), "staff blog"),
};
