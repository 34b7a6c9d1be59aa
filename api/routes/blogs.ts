import type { Router } from "express";
import { z } from "zod";
import type { ApiContext } from "../context";
import { sanitizeArticleHtml } from "../../contract/article-html";
import { DEFAULT_AUTHOR } from "../content/post-file";
import { SLUG_FORMAT, slugify } from "../content/slug";
import { asyncRouter } from "../http/async-router";
import { badRequest, notFound } from "../http/errors";
import { coverImageSchema, slugSchema, tagsSchema } from "../http/post-input";
import { emailSchema, jsonBody, optionalText, parseId, parseInput, requiredText } from "../http/validation";
import { TEXT_LIMITS } from "../limits";
import { toBlogJson, toStaffBlogJson } from "../services/blog-json";
import {
  type BlogFields,
  createBlog,
  findBlogBySlug,
  findPublicBlogBySlug,
  listBlogsForStaff,
  redirectedSlug,
  requireBlog,
  updateBlog,
} from "../services/blogs";
import { announcePostChange } from "../services/post-events";


const blogFieldsSchema = z.object({
  title: requiredText(TEXT_LIMITS.blogTitle),
  slug: slugSchema,
  content: requiredText(TEXT_LIMITS.blogContent),
  cover_image: coverImageSchema,
  alt_tag: optionalText(TEXT_LIMITS.blogAltTag),
  author_name: optionalText(TEXT_LIMITS.personName),
  author_email: emailSchema.nullish(),
  tags: tagsSchema,
  is_published: z.boolean(),
});

const createBlogSchema = blogFieldsSchema.partial({
  slug: true,
  cover_image: true,
  alt_tag: true,
  author_name: true,
  author_email: true,
  tags: true,
  is_published: true,
});

const updateBlogSchema = blogFieldsSchema
  .partial()
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: "must change at least one field",
  });

function cleanContent(html: string): string {
  const clean = sanitizeArticleHtml(html);
  if (!clean) throw badRequest("content has no allowed article markup or text left after sanitizing");
  return clean;
}

/** A path segment that cannot be a slug cannot name a post; no need to ask the database. */
function slugOf(value: string): string | null {
  const slug = value.trim().toLowerCase();
  return slug.length <= TEXT_LIMITS.blogSlug && SLUG_FORMAT.test(slug) ? slug : null;
}

export function blogRoutes({ db, events, limiters, admin, staff, blogList }: ApiContext): Router {
  const router = asyncRouter();

  router.get("/blogs", limiters.reads, async (_req, res) => {
    res.type("json").send(await blogList.json());
  });

  router.get("/blogs/slug/:slug", limiters.reads, async (req, res) => {
    const slug = slugOf(req.params.slug);
    const blog = slug ? await findPublicBlogBySlug(db, slug) : undefined;
    if (blog) {
      res.json(toBlogJson(blog));
      return;
    }
    // A renamed post's old slug: the client follows it to the post's current one.
    const current = slug ? await redirectedSlug(db, slug) : undefined;
    if (!current) throw notFound("Blog not found");
    res.status(301).location(`/api/blogs/slug/${current}`).json({ message: "Moved", slug: current });
  });

  router.get("/staff/blogs", ...staff, async (_req, res) => {
    res.json(await listBlogsForStaff(db));
  });

  router.get("/staff/blogs/slug/:slug", ...staff, async (req, res) => {
    const slug = slugOf(req.params.slug);
    const blog = slug ? await findBlogBySlug(db, slug) : undefined;
    if (blog) {
      res.json(toStaffBlogJson(blog));
      return;
    }
    const current = slug ? await redirectedSlug(db, slug, false) : undefined;
    if (!current) throw notFound("Blog not found");
    res.status(301).location(`/api/staff/blogs/slug/${current}`).json({ message: "Moved", slug: current });
  });

  router.post("/blogs", ...admin, async (req, res) => {
    const input = parseInput(createBlogSchema, jsonBody(req));
    const slug = input.slug ?? slugify(input.title, TEXT_LIMITS.blogSlug);
    if (!slug) throw badRequest("slug is required when the title has no letters or digits");
    const fields: BlogFields = {
      slug,
      title: input.title,
      content: cleanContent(input.content),
      coverImage: input.cover_image ?? null,
      altTag: input.alt_tag ?? null,
      authorName: input.author_name ?? DEFAULT_AUTHOR,
      authorEmail: input.author_email ?? null,
      tags: input.tags ?? [],
      isPublished: input.is_published ?? true,
    };
    const row = await createBlog(db, fields);
    announcePostChange(events, null, row);
    res.status(201).location(`/api/blogs/slug/${row.slug}`).json(toBlogJson(row));
  });

  router.put("/blogs/:id", ...admin, async (req, res) => {
    const id = parseId(req.params.id, "id");
    const input = parseInput(updateBlogSchema, jsonBody(req));
    const before = await requireBlog(db, id);
    const changes: Partial<BlogFields> = {
      slug: input.slug,
      title: input.title,
      content: input.content === undefined ? undefined : cleanContent(input.content),
      coverImage: input.cover_image,
      altTag: input.alt_tag,
      authorName: input.author_name === undefined ? undefined : (input.author_name ?? DEFAULT_AUTHOR),
      authorEmail: input.author_email,
      tags: input.tags,
      isPublished: input.is_published,
    };
    const after = await updateBlog(db, id, withoutUndefined(changes));
    announcePostChange(events, before, after);
    res.json(toBlogJson(after));
  });

  return router;
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
