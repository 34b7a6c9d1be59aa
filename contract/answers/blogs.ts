import { z } from "zod";
import { POST_STATUSES } from "../posts";

/** A post as every public call and realtime event answers it; authors' emails are never in it. */
export const blogJsonSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** Sanitised article HTML. */
  content: z.string(),
  /** Staff's own excerpt, or null: the site then takes the start of the content. */
  excerpt: z.string().nullable(),
  cover_image: z.string().nullable(),
  alt_tag: z.string().nullable(),
  author_info: z.object({ name: z.string() }),
  tags: z.array(z.string()),
  /** When the post went public (its scheduled time when it had one). */
  created_at: z.string(),
  updated_at: z.string(),
  likes_count: z.number().int().min(0),
  comments_count: z.number().int().min(0),
  is_published: z.boolean(),
});

/** The same post as staff see it on the site: any status, and which one. */
export const staffBlogJsonSchema = blogJsonSchema.extend({ status: z.enum(POST_STATUSES) });

/** A renamed post's old slug: 301 with the current slug (and a Location header). */
export const movedSlugSchema = z.object({ message: z.literal("Moved"), slug: z.string() });

export type BlogJson = z.infer<typeof blogJsonSchema>;
export type StaffBlogJson = z.infer<typeof staffBlogJsonSchema>;
