import { z } from "zod";
import { apiRequest, unwrapList } from "./api-client.server";

/** A blog as the API sends it (spec section 3); lenient where backends are known to differ. */
export const apiBlogSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  slug: z.string(),
  title: z.string(),
  content: z.string().nullish().transform((value) => value ?? ""),
  /** Staff's own excerpt; a backend without one leaves the site to cut the content. */
  excerpt: z.string().nullish(),
  cover_image: z.string().nullish(),
  alt_tag: z.string().nullish(),
  // An address a backend still sends is not read: the site shows names only.
  author_info: z.object({ name: z.string().nullish() }).nullish(),
  tags: z.array(z.string()).nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  likes_count: z.coerce.number().nullish().transform((value) => value ?? 0),
  comments_count: z.coerce.number().nullish().transform((value) => value ?? 0),
  is_published: z.boolean().nullish().transform((value) => value ?? true),
});

export type ApiBlog = z.infer<typeof apiBlogSchema>;

export async function fetchBlogs(): Promise<ApiBlog[]> {
  const list = unwrapList(await apiRequest("/blogs"), ["data", "blogs"]);
  return list.flatMap((item) => {
    const parsed = apiBlogSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
