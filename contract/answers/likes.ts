import { z } from "zod";

export const likeStateSchema = z.object({ liked: z.boolean(), likes_count: z.number().int().min(0) });

export const likeToggleSchema = likeStateSchema.extend({ message: z.enum(["Liked", "Unliked"]) });

/** Everything one visitor liked: posts, and comments by id. */
export const visitorLikesSchema = z.object({ blog_ids: z.array(z.number().int()), comment_ids: z.array(z.number().int()) });
