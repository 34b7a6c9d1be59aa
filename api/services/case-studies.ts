import { asc, eq } from "drizzle-orm";
import type { CaseStudyJson, CaseStudyResult } from "../../contract/case-studies";
import type { Database } from "../db/client";
import { caseStudies } from "../db/schema";
import { nextPosition } from "./ordered-rows";

type CaseStudyRow = typeof caseStudies.$inferSelect;

export interface CaseStudyFields {
  title: string;
  client: string;
  industry: string;
  challenge: string;
  whatWeDid: string;
  results: CaseStudyResult[];
  coverImage: string | null;
  altText: string | null;
  isPublished: boolean;
  isExample: boolean;
}

export function toCaseStudyJson(row: CaseStudyRow): CaseStudyJson {
  return {
    id: row.id,
    title: row.title,
    client: row.client,
    industry: row.industry,
    challenge: row.challenge,
    what_we_did: row.whatWeDid,
    results: row.results,
    cover_image: row.coverImage,
    alt_text: row.altText,
    position: row.position,
    is_published: row.isPublished,
    is_example: row.isExample,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Every case study (the console), or only the published ones (the site), in their order. */
export async function listCaseStudies(db: Database, { publishedOnly }: { publishedOnly: boolean }): Promise<CaseStudyJson[]> {
  const rows = await db
    .select()
    .from(caseStudies)
    .where(publishedOnly ? eq(caseStudies.isPublished, true) : undefined)
    .orderBy(asc(caseStudies.position), asc(caseStudies.id));
  return rows.map(toCaseStudyJson);
}

export async function createCaseStudy(db: Database, fields: CaseStudyFields): Promise<CaseStudyJson> {
  return db.transaction(async (tx) => {
    const position = await nextPosition(tx, caseStudies);
    const [row] = await tx.insert(caseStudies).values({ ...fields, position }).returning();
    return toCaseStudyJson(row);
  });
}

export async function updateCaseStudy(
  db: Database,
  id: number,
  changes: Partial<CaseStudyFields>,
): Promise<CaseStudyJson | undefined> {
  const [row] = await db
    .update(caseStudies)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(caseStudies.id, id))
    .returning();
  return row ? toCaseStudyJson(row) : undefined;
}

export async function deleteCaseStudy(db: Database, id: number): Promise<boolean> {
  const deleted = await db.delete(caseStudies).where(eq(caseStudies.id, id)).returning({ id: caseStudies.id });
  return deleted.length > 0;
}
