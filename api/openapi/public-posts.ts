import { blogJsonSchema, movedSlugSchema, staffBlogJsonSchema } from "../../contract/answers/blogs";
import { commentJsonSchema, editedCommentJsonSchema, newCommentJsonSchema } from "../../contract/answers/comments";
import { likeStateSchema, likeToggleSchema, visitorLikesSchema } from "../../contract/answers/likes";
import { OWNER_TOKEN_HEADER, VISITOR_HEADER } from "../../contract/headers";
import { createBlogSchema, updateBlogSchema } from "../routes/blogs";
import { commentEditSchema, newCommentSchema } from "../routes/comments";
import { commentLikeBodySchema, likeBodySchema, likeQuerySchema } from "../routes/likes";
import { idParam } from "./components";
import { describe } from "./operation";
import { type OpenAPIRegistry, z } from "./zod";

const visitor = (required: boolean) => {
  const id = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/).openapi({ description: "The visitor's id from the site's cookie." });
  return z.object({ [VISITOR_HEADER]: required ? id : id.optional() });
};
const ownerTokens = z.string().openapi({ description: "Tokens of comments the sender wrote (from their answers), comma-separated, at most 50." });

/** The blog, its comments and likes: what the site reads and visitors write. */
export function registerPosts(registry: OpenAPIRegistry): void {
  const post = registry.register("BlogPost", blogJsonSchema);
  const staffPost = registry.register("StaffBlogPost", staffBlogJsonSchema);
  const comment = registry.register("Comment", commentJsonSchema);
  const slug = z.object({ slug: z.string().openapi({ description: "A post's slug; an old slug of a renamed post answers 301." }) });
  const moved = "The post was renamed: `Location` and `slug` give the current slug.";
  const tag = "Blog";

  describe(registry, { method: "get", path: "/blogs", tag, summary: "Every published post, newest first", access: "public", limit: "reads", ok: { status: 200, description: "The posts.", schema: z.array(post) } });
  describe(registry, { method: "get", path: "/blogs/slug/{slug}", tag, summary: "One published post by its slug", access: "public", limit: "reads", params: slug, ok: { status: 200, description: "The post.", schema: post }, more: [{ status: 301, description: moved, schema: movedSlugSchema }], errors: [404] });
  describe(registry, { method: "post", path: "/blogs", tag, summary: "Create a post (scripts and imports)", access: "admin", body: createBlogSchema, ok: { status: 201, description: "The post; `Location` is its slug URL.", schema: post }, errors: [409] });
  describe(registry, { method: "put", path: "/blogs/{id}", tag, summary: "Change some fields of a post", access: "admin", params: idParam("id"), body: updateBlogSchema, ok: { status: 200, description: "The post.", schema: post }, errors: [404, 409] });
  describe(registry, { method: "get", path: "/staff/blogs", tag, summary: "Every post in the public order, with its status (site previews)", access: "staff", permission: "drafts.preview", ok: { status: 200, description: "The posts.", schema: z.array(staffPost) } });
  describe(registry, { method: "get", path: "/staff/blogs/slug/{slug}", tag, summary: "Any post by its slug, drafts too (site previews)", access: "staff", permission: "drafts.preview", params: slug, ok: { status: 200, description: "The post.", schema: staffPost }, more: [{ status: 301, description: moved, schema: movedSlugSchema }], errors: [404] });

  const blogId = idParam("blogId");
  describe(registry, { method: "get", path: "/comments/blog/{blogId}", tag: "Comments", summary: "A published post's comments (and the sender's own held ones)", access: "public", limit: "reads", params: blogId, headers: visitor(false).extend({ [OWNER_TOKEN_HEADER]: ownerTokens.optional() }), ok: { status: 200, description: "Oldest first, at most 500.", schema: z.array(comment) }, errors: [404] });
  describe(registry, { method: "post", path: "/comments/blog/{blogId}", tag: "Comments", summary: "Add a comment; it may be held for review", access: "public", limit: "comments", params: blogId, body: newCommentSchema, ok: { status: 201, description: "The comment with its owner token; `status` is `held` when the rules held it.", schema: newCommentJsonSchema }, errors: [404] });
  describe(registry, { method: "put", path: "/comments/blog/{blogId}/{commentId}", tag: "Comments", summary: "Edit one's own comment", access: "public", limit: "comments", params: idParam("blogId", "commentId"), headers: z.object({ [OWNER_TOKEN_HEADER]: z.string() }).merge(visitor(false)), body: commentEditSchema, ok: { status: 200, description: "The comment as edited.", schema: editedCommentJsonSchema }, errors: [404] });
  describe(registry, { method: "delete", path: "/comments/{commentId}", tag: "Comments", summary: "Delete one's own comment", access: "public", limit: "comments", params: idParam("commentId"), headers: z.object({ [OWNER_TOKEN_HEADER]: z.string() }), ok: { status: 200, description: "Deleted.", schema: z.object({ message: z.literal("Comment deleted") }) }, errors: [404] });

  describe(registry, { method: "post", path: "/likes", tag: "Likes", summary: "Toggle the visitor's like on a post (or one of its comments)", access: "public", limit: "likes", headers: visitor(true), body: likeBodySchema, ok: { status: 200, description: "The like's new state.", schema: likeToggleSchema }, errors: [404] });
  describe(registry, { method: "post", path: "/comments/{commentId}/like", tag: "Likes", summary: "Toggle the visitor's like on a comment", access: "public", limit: "likes", params: idParam("commentId"), headers: visitor(true), body: commentLikeBodySchema.unwrap().unwrap(), ok: { status: 200, description: "The like's new state.", schema: likeToggleSchema }, errors: [404] });
  describe(registry, { method: "get", path: "/likes/status", tag: "Likes", summary: "Whether the visitor likes a post or comment, and its count", access: "public", limit: "reads", query: likeQuerySchema, headers: visitor(true), ok: { status: 200, description: "The state.", schema: likeStateSchema }, errors: [404] });
  describe(registry, { method: "get", path: "/likes/mine", tag: "Likes", summary: "Every post and comment the visitor liked", access: "public", limit: "reads", headers: visitor(true), ok: { status: 200, description: "Ids.", schema: visitorLikesSchema } });
}
