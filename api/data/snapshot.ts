import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import type { Snapshot } from "./export";
import { drizzleSqlOf, pgClientSql, type Sql } from "./sql";

type DrizzleLike = {
  transaction<T>(
    run: (tx: { execute(query: never): Promise<unknown> }) => Promise<T>,
    config?: { isolationLevel?: "repeatable read"; accessMode?: "read only" },
  ): Promise<T>;
};

/**
 * The running API's snapshot: one REPEATABLE READ READ ONLY transaction. On PostgreSQL it holds
 * no lock that stalls a writer; on PGlite, a single connection, other queries wait for it.
 */
export function drizzleSnapshot(db: unknown): Snapshot {
  const drizzle = db as DrizzleLike;
  return (read) =>
    drizzle.transaction((tx) => read(drizzleSqlOf(tx as never)), { isolationLevel: "repeatable read", accessMode: "read only" });
}

export function pgliteSnapshot(pglite: PGlite): Snapshot {
  return (read) =>
    pglite.transaction(async (tx) => {
      await tx.query("set transaction isolation level repeatable read, read only");
      const sql: Sql = { query: async (text, params) => (await tx.query(text, params)).rows as never };
      return read(sql);
    });
}

export function pgSnapshot(pool: pg.Pool): Snapshot {
  return async (read) => {
    const client = await pool.connect();
    try {
      await client.query("begin isolation level repeatable read read only");
      const result = await read(pgClientSql(client));
      await client.query("commit");
      return result;
    } catch (error) {
      await client.query("rollback").catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
}
