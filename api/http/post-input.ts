import { z } from "zod";
import { POST_STATUSES } from "../../contract/posts";
import { SLUG_FORMAT } from "../content/slug";
import { TEXT_LIMITS } from "../limits";
import { optionalLine, optionalText, pagingSchema, requiredLine } from "./validation";

/** Input rules a post's fields share, whether an admin sends HTML or staff send Markdown. */
export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(TEXT_LIMITS.blogSlug)
  .regex(SLUG_FORMAT, "must be lowercase letters and digits joined by single hyphens, like my-first-post");

export const coverImageSchema = z
  .string()
  .trim()
  .max(TEXT_LIMITS.blogCoverImage)
  .regex(/^(\/(?!\/)\S*|https?:\/\/\S+)$/, "must be a site path like /images/blog/cover.svg or an http(s) URL")
  .nullish();

export const tagsSchema = z
  .array(z.string().trim().min(1).max(TEXT_LIMITS.blogTag))
  .max(TEXT_LIMITS.blogTagCount)
  .transform((tags) => [...new Set(tags)]);

const markdownSchema = z.string().max(TEXT_LIMITS.blogContent);

/** A form sent without JavaScript submits every field; an empty one means "no filter". */
const blankIsMissing = <Schema extends z.ZodTypeAny>(schema: Schema) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const postFieldsSchema = z.object({
  title: requiredLine(TEXT_LIMITS.blogTitle),
  slug: slugSchema,
  markdown: markdownSchema.refine((text) => text.trim() !== "", "must not be empty"),
  tags: tagsSchema,
  author_name: optionalLine(TEXT_LIMITS.personName),
  cover_image: coverImageSchema,
  alt_tag: optionalLine(TEXT_LIMITS.blogAltTag),
  excerpt: optionalText(TEXT_LIMITS.blogExcerpt),
});

export const newPostSchema = postFieldsSchema.partial({
  slug: true,
  tags: true,
  author_name: true,
  cover_image: true,
  alt_tag: true,
  excerpt: true,
});

export const postChangesSchema = postFieldsSchema.partial();

export const previewSchema = z.object({ markdown: markdownSchema });

export const publishSchema = z.object({
  at: z
    .string()
    .datetime({ offset: true, message: "must be a date and time with its offset, like 2026-12-01T09:30:00+05:30" })
    .transform((value) => new Date(value))
    .optional(),
});

export const postFiltersSchema = z.object({
  q: blankIsMissing(z.string().trim().max(TEXT_LIMITS.postSearch)),
  status: blankIsMissing(z.enum(POST_STATUSES)),
});

export const postPagingSchema = pagingSchema(100, 25);
