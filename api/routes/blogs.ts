import { Router } from "express";
import { z } from "zod";
import type { ApiContext } from "../context";
import { sanitizeArticleHtml } from "../../contract/article-html";
import { DEFAULT_AUTHOR } from "../content/post-file";
import { SLUG_FORMAT, slugify } from "../content/slug";
import { badRequest, notFound, route } from "../http/errors";
import { emailSchema, jsonBody, optionalText, parseId, parseInput, requiredText } from "../http/validation";
import { TEXT_LIMITS } from "../limits";
import { toBlogJson } from "../services/blog-json";
import { type BlogFields, createBlog, findBlogBySlug, requireBlog, updateBlog } from "../services/blogs";


const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(TEXT_LIMITS.blogSlug)
  .regex(SLUG_FORMAT, "must be lowercase letters and digits joined by single hyphens, like my-first-post");

const coverImageSchema = z
  .string()
  .trim()
  .max(TEXT_LIMITS.blogCoverImage)
  .regex(/^(\/(?!\/)\S*|https?:\/\/\S+)$/, "must be a site path like /images/blog/cover.svg or an http(s) URL")
  .nullish();

const tagsSchema = z
  .array(z.string().trim().min(1).max(TEXT_LIMITS.blogTag))
  .max(TEXT_LIMITS.blogTagCount)
  .transform((tags) => [...new Set(tags)]);

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

export function blogRoutes({ db, events, limiters, admin, blogList }: ApiContext): Router {
  const router = Router();

  router.get(
    "/blogs",
    limiters.reads,
    route(async (_req, res) => {
      res.type("json").send(await blogList.json());
    }),
  );

  router.get(
    "/blogs/slug/:slug",
    limiters.reads,
    route(async (req, res) => {
      const slug = req.params.slug.trim().toLowerCase();
      // A string that cannot be a slug cannot name a post; no need to ask the database.
      const possible = slug.length <= TEXT_LIMITS.blogSlug && SLUG_FORMAT.test(slug);
      const blog = possible ? await findBlogBySlug(db, slug) : undefined;
      if (!blog) throw notFound("Blog not found");
      res.json(toBlogJson(blog));
    }),
  );

  router.post(
    "/blogs",
    ...admin,
    route(async (req, res) => {
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
      const blog = await createBlog(db, fields);
      events.emit("blogUpserted", { blog });
      res.status(201).location(`/api/blogs/slug/${blog.slug}`).json(blog);
    }),
  );

  router.put(
    "/blogs/:id",
    ...admin,
    route(async (req, res) => {
      const id = parseId(req.params.id, "id");
      const input = parseInput(updateBlogSchema, jsonBody(req));
      await requireBlog(db, id);
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
      const blog = await updateBlog(db, id, withoutUndefined(changes));
      events.emit("blogUpserted", { blog });
      res.json(blog);
    }),
  );

  return router;
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
