import { z } from "zod";

/** A site content item as the staff API answers it; `draft` and `published` have the kind's shape. */
export const siteContentItemSchema = z.object({
  kind: z.string(),
  key: z.string(),
  draft: z.unknown(),
  published: z.unknown().nullable(),
  /** The draft differs from what visitors see. */
  has_unpublished_changes: z.boolean(),
  updated_by: z.string(),
  updated_at: z.string(),
  published_by: z.string().nullable(),
  published_at: z.string().nullable(),
});

export const siteContentRevisionSchema = z.object({ id: z.number().int(), author: z.string(), note: z.string(), created_at: z.string() });

export type SiteContentItemJson = z.infer<typeof siteContentItemSchema>;
export type SiteContentRevisionJson = z.infer<typeof siteContentRevisionSchema>;
