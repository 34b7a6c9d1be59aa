import { z } from "zod";
import { siteContentItemSchema } from "../../../contract/answers/site-content";
import type { SiteContentKind } from "../../../contract/site-content/kinds";
import { parseStaffAnswer, staffCall, type StaffCaller } from "./staff-api.server";

const itemSchema = siteContentItemSchema;
const revisionSchema = z.object({ id: z.number(), author: z.string(), note: z.string(), created_at: z.string() });
const itemWithRevisionsSchema = itemSchema.extend({ revisions: z.array(revisionSchema) });
const revisionDetailSchema = revisionSchema.extend({
  data: z.unknown(),
  previous_id: z.number().nullable(),
  diff: z.array(z.object({ change: z.enum(["added", "removed", "same"]), text: z.string() })),
});
export const kindsSchema = z.array(z.object({ kind: z.string(), label: z.string(), items: z.number(), unpublished: z.number() }));

export type SiteContentItem = z.infer<typeof itemSchema>;
export type SiteContentRevision = z.infer<typeof revisionSchema>;
export type SiteContentRevisionDetail = z.infer<typeof revisionDetailSchema>;

const base = "/staff/site-content";
const itemPath = (kind: SiteContentKind, key: string) => `${base}/${kind}/${encodeURIComponent(key)}`;

/** The console's calls for site content (docs/site-content.md). */
export const siteContentApi = {
  kinds: async (c: StaffCaller) => parseStaffAnswer(kindsSchema, await staffCall(c, base), base),
  list: async (c: StaffCaller, kind: SiteContentKind) =>
    parseStaffAnswer(z.array(itemSchema), await staffCall(c, `${base}/${kind}`), base),
  item: async (c: StaffCaller, kind: SiteContentKind, key: string) =>
    parseStaffAnswer(itemWithRevisionsSchema, await staffCall(c, itemPath(kind, key)), base),
  save: async (c: StaffCaller, kind: SiteContentKind, key: string, data: unknown) =>
    parseStaffAnswer(itemSchema, await staffCall(c, itemPath(kind, key), "PUT", { data }), base),
  publish: async (c: StaffCaller, kind: SiteContentKind, key: string) =>
    parseStaffAnswer(itemSchema, await staffCall(c, `${itemPath(kind, key)}/publish`, "POST", {}), base),
  revision: async (c: StaffCaller, kind: SiteContentKind, key: string, id: number) =>
    parseStaffAnswer(revisionDetailSchema, await staffCall(c, `${itemPath(kind, key)}/revisions/${id}`), base),
  restore: async (c: StaffCaller, kind: SiteContentKind, key: string, id: number) =>
    parseStaffAnswer(itemSchema, await staffCall(c, `${itemPath(kind, key)}/revisions/${id}/restore`, "POST", {}), base),
};
