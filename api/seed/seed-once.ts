import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { seedRuns } from "../db/schema";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Same key on every instance, so two servers starting together cannot both seed. */
const SEED_ONCE_LOCK_KEY = 72_311_907;

/**
 * Runs `seed` the first time a database starts with this code, and never again: content that
 * staff deleted must stay deleted. Returns whether it ran.
 */
export async function seedOnce(db: Database, name: string, seed: (tx: Transaction) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SEED_ONCE_LOCK_KEY))})`);
    const [claimed] = await tx.insert(seedRuns).values({ name }).onConflictDoNothing().returning();
    if (!claimed) return false;
    await seed(tx);
    return true;
  });
}
