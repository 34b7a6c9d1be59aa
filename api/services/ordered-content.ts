import { asc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { type MoveDirection, type OrderedTable, moveRow, nextPosition } from "./ordered-rows";

/** The console's and the site's reads and writes of one collection staff put in order. */
export interface OrderedContentStore<Fields, Json> {
  /** Every row (the console), or only those the site shows, in their order. */
  list(db: Database, options: { shownOnly: boolean }): Promise<Json[]>;
  /** A new row goes last. */
  create(db: Database, fields: Fields): Promise<Json>;
  update(db: Database, id: number, changes: Partial<Fields>): Promise<Json | undefined>;
  /** False when there is no such row. */
  remove(db: Database, id: number): Promise<boolean>;
  /** False when there is no such row. */
  move(db: Database, id: number, direction: MoveDirection): Promise<boolean>;
}

/** The columns staff edit: all but the id, the position and the timestamps. */
type EditableFields<Table extends OrderedTable> = Omit<Table["$inferInsert"], "id" | "position" | "createdAt" | "updatedAt">;

/**
 * Openings and case studies are stored alike; they differ in their columns, in how a row is
 * answered (`toJson`) and in which rows the site shows (`shown`).
 */
export function orderedContentStore<Table extends OrderedTable, Json>(
  table: Table,
  toJson: (row: Table["$inferSelect"]) => Json,
  shown: SQL,
): OrderedContentStore<EditableFields<Table>, Json> {
  // Drizzle types a query on "either table" by the columns both have. The signature ties the
  // fields and `toJson` to `Table`, so inside, rows and values only change their static type.
  const anyTable: OrderedTable = table;
  const answer = (row: OrderedTable["$inferSelect"]) => toJson(row as Table["$inferSelect"]);
  return {
    async list(db, { shownOnly }) {
      const rows = await db
        .select()
        .from(anyTable)
        .where(shownOnly ? shown : undefined)
        .orderBy(asc(table.position), asc(table.id));
      return rows.map(answer);
    },
    create: (db, fields) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(anyTable)
          .values({ ...fields, position: await nextPosition(tx, table) } as unknown as OrderedTable["$inferInsert"])
          .returning();
        return answer(row);
      }),
    async update(db, id, changes) {
      const [row] = await db
        .update(anyTable)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(table.id, id))
        .returning();
      return row ? answer(row) : undefined;
    },
    async remove(db, id) {
      const deleted = await db.delete(anyTable).where(eq(table.id, id)).returning({ id: table.id });
      return deleted.length > 0;
    },
    move: (db, id, direction) => moveRow(db, table, id, direction),
  };
}
