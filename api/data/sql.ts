import type { PGlite } from "@electric-sql/pglite";
import { sql as drizzleSql } from "drizzle-orm";
import type pg from "pg";

export type Row = Record<string, unknown>;

/**
 * The little SQL the archive needs, on any of the three handles it meets: a Drizzle transaction
 * (the running API's export), a PGlite and a node-postgres client (the host's import). Both
 * engines are PostgreSQL, so the statements are the same.
 */
export interface Sql {
  query<T extends Row = Row>(text: string, params?: unknown[]): Promise<T[]>;
}

export function pgliteSql(pglite: PGlite): Sql {
  return { query: async <T extends Row>(text: string, params?: unknown[]) => (await pglite.query<T>(text, params)).rows };
}

export function pgClientSql(client: pg.Client | pg.PoolClient): Sql {
  return { query: async <T extends Row>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows };
}

type Executes = { execute(query: ReturnType<typeof drizzleSql.raw>): Promise<unknown> };

/** A Drizzle transaction; the export's statements name only catalogue identifiers, so no parameters. */
export function drizzleSqlOf(tx: Executes): Sql {
  return {
    query: async <T extends Row>(text: string, params?: unknown[]) => {
      if (params?.length) throw new Error("drizzleSqlOf runs statements without parameters");
      const result = (await tx.execute(drizzleSql.raw(text))) as { rows: T[] };
      return result.rows;
    },
  };
}

/** A quoted SQL identifier: the names come from the catalogue, but a quote is cheap insurance. */
export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
