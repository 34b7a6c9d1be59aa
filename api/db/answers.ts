import { sql } from "drizzle-orm";
import type { SchemaDatabase } from "./open-database";

/** A readiness probe must answer quickly, even when the database does not. */
const PROBE_TIMEOUT_MS = 2_000;

/** Whether the database answers a trivial query in time: for readiness checks. */
export async function databaseAnswers(db: SchemaDatabase<Record<string, unknown>>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
