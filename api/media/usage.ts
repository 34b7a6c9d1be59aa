import { like, or } from "drizzle-orm";
import type { MediaUsage } from "../../contract/media";
import type { Database } from "../db/client";
import { blogs, caseStudies } from "../db/schema";

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

/**
 * Everything that can use a picture. Another kind of content that holds pictures adds its finder
 * here, one line, and the "where used" list and the delete guard both see it.
 */
export const USAGE_FINDERS: UsageFinder[] = [postCovers, postBodies, caseStudyCovers];

export async function findUsages(db: Database, media: MediaRef): Promise<MediaUsage[]> {
  return (await Promise.all(USAGE_FINDERS.map((finder) => finder(db, media)))).flat();
}
