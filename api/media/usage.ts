import { asc, like, or, sql } from "drizzle-orm";
import type { MediaUsage } from "../../contract/media";
import { SITE_CONTENT_KINDS, isSiteContentKind } from "../../contract/site-content/kinds";
import type { Database } from "../db/client";
import { blogs, caseStudies, contentItems } from "../db/schema";
import { pictureRefs } from "./picture-refs";

export interface MediaRef {
  id: string;
  sha256: string;
}

/** Finds where one picture is used, by its id or by its content hash in a URL. */
export type UsageFinder = (db: Database, media: MediaRef) => Promise<MediaUsage[]>;

/** Every URL of a variant holds the hash; a reference `{ mediaId }` holds the id. */
const mentions = (media: MediaRef) => [`%${media.sha256}%`, `%${media.id}%`];

const postCovers: UsageFinder = async (db, media) => {
  const [hash, id] = mentions(media);
  const rows = await db.select({ id: blogs.id, title: blogs.title }).from(blogs).where(or(like(blogs.coverImage, hash), like(blogs.coverImage, id)));
  return rows.map((row) => ({ kind: "post_cover", id: String(row.id), label: `Post “${row.title}” (cover)` }));
};

const postBodies: UsageFinder = async (db, media) => {
  const [hash] = mentions(media);
  const rows = await db.select({ id: blogs.id, title: blogs.title }).from(blogs).where(or(like(blogs.content, hash), like(blogs.contentMarkdown, hash)));
  return rows.map((row) => ({ kind: "post_body", id: String(row.id), label: `Post “${row.title}” (in the text)` }));
};

const caseStudyCovers: UsageFinder = async (db, media) => {
  const [hash, id] = mentions(media);
  const rows = await db
    .select({ id: caseStudies.id, title: caseStudies.title })
    .from(caseStudies)
    .where(or(like(caseStudies.coverImage, hash), like(caseStudies.coverImage, id)));
  return rows.map((row) => ({ kind: "case_study_cover", id: String(row.id), label: `Case study “${row.title}” (picture)` }));
};

/** What an item is called in a list: its name or title when it has one (a team member), else its key. */
function itemTitle(data: unknown, key: string): string {
  const record = (data ?? {}) as Record<string, unknown>;
  const title = [record.name, record.title].find((value) => typeof value === "string" && value.trim() !== "");
  return (title as string | undefined) ?? key;
}

/** Site content of any kind whose draft or published data names the picture: `Team “Neha Agrawal” (photo)`. */
const siteContent: UsageFinder = async (db, media) => {
  const [hash, id] = mentions(media);
  const draft = sql`${contentItems.draft}::text`;
  const published = sql`coalesce(${contentItems.published}::text, '')`;
  const rows = await db
    .select({ kind: contentItems.kind, key: contentItems.key, draft: contentItems.draft, published: contentItems.published })
    .from(contentItems)
    .where(or(like(draft, id), like(draft, hash), like(published, id), like(published, hash)))
    .orderBy(asc(contentItems.kind), asc(contentItems.position), asc(contentItems.key));
  return rows.map((row) => {
    const kindLabel = isSiteContentKind(row.kind) ? SITE_CONTENT_KINDS[row.kind].label : row.kind;
    const fields = [...new Set([row.draft, row.published].flatMap((data) => pictureRefs(data)).filter((ref) => ref.mediaId.toLowerCase() === media.id).map((ref) => ref.field))];
    const where = fields.length > 0 ? ` (${fields.join(", ")})` : "";
    return { kind: "site_content", id: `${row.kind}/${row.key}`, label: `${kindLabel} “${itemTitle(row.draft, row.key)}”${where}` };
  });
};

/**
 * Everything that can use a picture. Another kind of content that holds pictures adds its finder
 * here, one line, and the "where used" list and the delete guard both see it.
 */
export const USAGE_FINDERS: UsageFinder[] = [postCovers, postBodies, caseStudyCovers, siteContent];

export async function findUsages(db: Database, media: MediaRef): Promise<MediaUsage[]> {
  return (await Promise.all(USAGE_FINDERS.map((finder) => finder(db, media)))).flat();
}
