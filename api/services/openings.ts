import { asc, eq } from "drizzle-orm";
import type { OpeningJson } from "../../contract/openings";
import type { Database } from "../db/client";
import { openings } from "../db/schema";
import { nextPosition } from "./ordered-rows";

type OpeningRow = typeof openings.$inferSelect;

export interface OpeningFields {
  title: string;
  location: string;
  experience: string;
  summary: string | null;
  requirements: string[];
  isOpen: boolean;
}

export function toOpeningJson(row: OpeningRow): OpeningJson {
  return {
    id: row.id,
    title: row.title,
    location: row.location,
    experience: row.experience,
    summary: row.summary,
    requirements: row.requirements,
    position: row.position,
    is_open: row.isOpen,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const inOrder = [asc(openings.position), asc(openings.id)];

/** Every opening, closed ones included (the console), or only the open ones (the site). */
export async function listOpenings(db: Database, { openOnly }: { openOnly: boolean }): Promise<OpeningJson[]> {
  const rows = await db
    .select()
    .from(openings)
    .where(openOnly ? eq(openings.isOpen, true) : undefined)
    .orderBy(...inOrder);
  return rows.map(toOpeningJson);
}

export async function createOpening(db: Database, fields: OpeningFields): Promise<OpeningJson> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(openings)
      .values({ ...fields, position: await nextPosition(tx, openings) })
      .returning();
    return toOpeningJson(row);
  });
}

export async function updateOpening(db: Database, id: number, changes: Partial<OpeningFields>): Promise<OpeningJson | undefined> {
  const [row] = await db
    .update(openings)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(openings.id, id))
    .returning();
  return row ? toOpeningJson(row) : undefined;
}

export async function deleteOpening(db: Database, id: number): Promise<boolean> {
  const deleted = await db.delete(openings).where(eq(openings.id, id)).returning({ id: openings.id });
  return deleted.length > 0;
}
