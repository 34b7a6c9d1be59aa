import { z } from "zod";
import { mediaItemSchema } from "../../../contract/media";
import { listPageSchema } from "~/lib/console/api-types";
import { postSchema, postSummarySchema, previewSchema } from "~/lib/console/posts-api.server";
import { checked, failure, noContent, stub, type StubAnswer } from "./stub";

/** A post in the staff's list, and a whole post, as the posts API sends them. */
export type ApiPostSummary = z.input<typeof postSummarySchema>;
export type ApiPost = z.input<typeof postSchema>;

/** Post 7, "Hello world", a draft; `overrides` changes any field. */
export function apiPostSummary(overrides: Partial<ApiPostSummary> = {}): ApiPostSummary {
  return checked(postSummarySchema, {
    id: 7,
    slug: "hello-world",
    title: "Hello world",
    status: "draft",
    publish_at: null,
    created_at: "2026-11-23T10:00:00Z",
    updated_at: "2026-11-23T10:00:00Z",
    author_name: "Asha",
    tags: ["SEO"],
    cover_image: null,
    ...overrides,
  }, "apiPostSummary");
}

/** The whole of post 7, with its Markdown and HTML; `overrides` changes any field. */
export function apiPost(overrides: Partial<ApiPost> = {}): ApiPost {
  return checked(postSchema, {
    ...apiPostSummary(),
    markdown: "# Hello",
    content: "<h1>Hello</h1>",
    excerpt: null,
    alt_tag: null,
    public_url: null,
    ...overrides,
  }, "apiPost");
}

const postList = listPageSchema(postSummarySchema);

/** The staff calls for posts. */
export const staffPosts = {
  /** GET /staff/posts: one page of posts. */
  list: (items: ApiPostSummary[], perPage = 25) =>
    stub("get", "/staff/posts", postList, { data: items, page: 1, per_page: perPage, total: items.length }),
  /** GET /staff/posts/:id. */
  get: (post: ApiPost) => stub("get", `/staff/posts/${post.id}`, postSchema, post),
  /** GET /staff/posts/:id and GET /staff/posts/:id/revisions (the editor asks both): 404. */
  missing: (id: number) => {
    stub("get", `/staff/posts/${id}/revisions`, z.never(), failure(404, "Not found"));
    return stub("get", `/staff/posts/${id}`, postSchema, failure(404, "Not found"));
  },
  /** POST /staff/posts: creates the post, answering it (201), or a failure. */
  create: (answer: StubAnswer<ApiPost>) => stub("post", "/staff/posts", postSchema, answer, { status: 201 }),
  /** PUT /staff/posts/:id. */
  update: (post: ApiPost) => stub("put", `/staff/posts/${post.id}`, postSchema, post),
  /** POST /staff/posts/:id/publish: answers the post as published (or scheduled, by `overrides`). */
  publish: (post: ApiPost) => stub("post", `/staff/posts/${post.id}/publish`, postSchema, post),
  /** POST /staff/posts/:id/unpublish. */
  unpublish: (post: ApiPost) => stub("post", `/staff/posts/${post.id}/unpublish`, postSchema, post),
  /** DELETE /staff/posts/:id: 204. */
  remove: (id: number) => stub("delete", `/staff/posts/${id}`, z.null(), noContent()),
  /** POST /staff/posts/preview: the Markdown rendered as this HTML, or a failure. */
  preview: (answer: StubAnswer<z.input<typeof previewSchema>>) => stub("post", "/staff/posts/preview", previewSchema, answer),
};

type StoredImage = { id: string; url: string; type: string; size: number };

/** A media library item (POST /staff/media's answer) with the few fields a cover test names. */
export const mediaItem = (image: StoredImage): z.input<typeof mediaItemSchema> => ({
  id: image.id,
  sha256: "0".repeat(64),
  mime: image.type,
  width: 640,
  height: 480,
  size: image.size,
  alt: "",
  focalX: 50,
  focalY: 50,
  createdBy: null,
  createdAt: "2026-11-23T10:00:00Z",
  url: image.url,
  variants: [],
});

/** POST /staff/media: the cover upload, answering the stored picture (201), or a failure. */
export const imageUpload = (answer: StoredImage | Response) =>
  stub("post", "/staff/media", mediaItemSchema, answer instanceof Response ? answer : mediaItem(answer), { status: 201 });
