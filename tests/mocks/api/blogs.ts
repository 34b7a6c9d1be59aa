import { HttpResponse } from "msw";
import { z } from "zod";
import { apiBlogSchema } from "~/lib/blog-api.server";
import { staffBlogSchema } from "~/lib/console/posts-api.server";
import { checked, stub, failure } from "./stub";

/** A blog as the upstream API sends it (GET /blogs, /blogs/slug/:slug). */
export type ApiBlog = z.input<typeof apiBlogSchema>;
/** A blog as the staff calls send it, with its status. */
export type StaffBlog = z.input<typeof staffBlogSchema>;

/** Blog number `id`, published, with a cover and one tag; `overrides` changes any field. */
export function apiBlog(id: number, overrides: Partial<ApiBlog> = {}): ApiBlog {
  const day = String(1 + (id % 28)).padStart(2, "0");
  const at = `2026-0${1 + (id % 9)}-${day}T09:00:00.000Z`;
  return checked(apiBlogSchema, {
    id,
    slug: `post-${id}`,
    title: `Post number ${id}`,
    content: `<p>Body of post ${id} about growth &amp; apps.</p>`,
    cover_image: `/images/blog/cover-${id}.svg`,
    alt_tag: `Cover of post ${id}`,
    author_info: { name: "Asha Verma" },
    tags: ["SEO"],
    created_at: at,
    updated_at: at,
    likes_count: 0,
    comments_count: 0,
    is_published: true,
    ...overrides,
  }, "apiBlog");
}

const blogList = z.union([z.array(apiBlogSchema), z.object({ data: z.array(apiBlogSchema) })]);

/** The public blog calls. */
export const blogs = {
  /** GET /blogs: these blogs (a bare array, or wrapped in `data` as some backends do). */
  list: (items: z.input<typeof blogList> | Response) => stub("get", "/blogs", blogList, items),
  /** GET /blogs/slug/:slug: this blog. */
  bySlug: (blog: ApiBlog) => stub("get", `/blogs/slug/${blog.slug}`, apiBlogSchema, blog),
  /** GET /blogs/slug/:slug: 404, as for a draft or a post that never was. */
  missing: (slug: string) => stub("get", `/blogs/slug/${slug}`, apiBlogSchema, failure(404, "Not found")),
  /** GET /blogs/slug/:old: 301 to the post's current slug, as for a renamed post. */
  moved: (from: string, to: string) =>
    stub(
      "get",
      `/blogs/slug/${from}`,
      apiBlogSchema,
      HttpResponse.json({ message: "Moved", slug: to }, { status: 301, headers: { Location: `/api/blogs/slug/${to}` } }),
    ),
};

/** The staff calls for blogs: every post, drafts and scheduled ones included. */
export const staffBlogs = {
  /** GET /staff/blogs. */
  list: (items: StaffBlog[]) => stub("get", "/staff/blogs", z.array(staffBlogSchema), items),
  /** GET /staff/blogs/slug/:slug. */
  bySlug: (blog: StaffBlog) => stub("get", `/staff/blogs/slug/${blog.slug}`, staffBlogSchema, blog),
};
