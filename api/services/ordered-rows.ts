import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { caseStudies, openings } from "../db/schema";

/** Tables whose rows staff put in order with "move up" and "move down". */
export type OrderedTable = typeof openings | typeof caseStudies;

export type MoveDirection = "up" | "down";

type Executor = Pick<Database, "execute">;

interface PositionRow {
  id: number;
  position: number;
}

async function rowsInOrder(db: Executor, table: OrderedTable, lock: boolean): Promise<PositionRow[]> {
  // Both drivers answer with `rows`; their result types differ, so the shape is named here.
  const answer = (await db.execute(
    sql`select ${table.id} as id, ${table.position} as position from ${table} order by ${table.position}, ${table.id} ${sql.raw(lock ? "for update" : "")}`,
  )) as { rows: Record<string, unknown>[] };
  return answer.rows.map((row) => ({ id: Number(row.id), position: Number(row.position) }));
}

/** The position after the last row: a new row is shown last. */
export async function nextPosition(db: Executor, table: OrderedTable): Promise<number> {
  const rows = await rowsInOrder(db, table, false);
  return rows.reduce((last, row) => Math.max(last, row.position), 0) + 1;
}

/**
 * Swaps a row with its neighbour and renumbers them all 1..n, so deletions leave no gaps that
 * make a later move look like it did nothing. Rows are locked so two staff moving at once stay
 * consistent. Returns false when there is no such row; moving the first up (or last down) changes nothing.
 */
export async function moveRow(db: Database, table: OrderedTable, id: number, direction: MoveDirection): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await rowsInOrder(tx, table, true);
    const from = rows.findIndex((row) => row.id === id);
    if (from === -1) return false;
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= rows.length) return true;
    [rows[from], rows[to]] = [rows[to], rows[from]];
    for (const [index, row] of rows.entries()) {
      if (row.position !== index + 1) {
        await tx.execute(sql`update ${table} set ${sql.identifier("position")} = ${index + 1} where ${table.id} = ${row.id}`);
      }
    }
    return true;
  });
}
