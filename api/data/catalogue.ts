import { ident, type Sql } from "./sql";

/**
 * Tables whose rows are not carried, each with its reason. Everything else in the public schema
 * is, found in the catalogue, so a table added by a later migration travels without a change here.
 */
export const NOT_CARRIED: Record<string, string> = {
  staff_sessions: "sessions are not carried: staff sign in again on the new database",
  staff_password_resets: "a reset link is a sign-in in waiting, tied to the old site; staff ask for a new one",
};

/**
 * Rows of a carried table that are left out, each with its condition and reason: a staff
 * invitation or reset mail holds its link, a sign-in in waiting that an archive must not carry.
 */
export const ROWS_NOT_CARRIED: Record<string, { where: string; reason: string }> = {
  site_mail: { where: "key like 'staff:%'", reason: "staff invitation and reset mails hold their links, sign-ins in waiting" },
};

/** The site's tables: ordinary tables of the public schema (the migration journals live in "drizzle"). */
export async function listTables(db: Sql): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/** The columns a row is written with: generated columns compute themselves. */
export async function insertableColumns(db: Sql, table: string): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select a.attname as name from pg_attribute a
     where a.attrelid = '${ident("public")}.${ident(table).replaceAll("'", "''")}'::regclass
       and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' order by a.attnum`,
  );
  return rows.map((row) => row.name);
}

/** The primary key's columns, to write each table's rows in a stable order. */
export async function primaryKey(db: Sql, table: string): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select a.attname as name from pg_index i
     join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
     where i.indrelid = '${ident("public")}.${ident(table).replaceAll("'", "''")}'::regclass and i.indisprimary
     order by array_position(i.indkey, a.attnum)`,
  );
  return rows.map((row) => row.name);
}

export interface SequenceState {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export async function listSequences(db: Sql): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  return rows.map((row) => row.name);
}

export async function readSequences(db: Sql): Promise<SequenceState[]> {
  const states: SequenceState[] = [];
  for (const name of await listSequences(db)) {
    const [row] = await db.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from public.${ident(name)}`,
    );
    states.push({ name, lastValue: String(row.last_value), isCalled: Boolean(row.is_called) });
  }
  return states;
}

export interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/** Every foreign key of the public schema, to set aside while rows load in any order and put back checked. */
export async function listForeignKeys(db: Sql): Promise<ForeignKey[]> {
  return db.query<{ table: string; name: string; definition: string } & Record<string, unknown>>(
    `select cl.relname as "table", co.conname as name, pg_get_constraintdef(co.oid) as definition
     from pg_constraint co join pg_class cl on cl.oid = co.conrelid join pg_namespace n on n.oid = cl.relnamespace
     where n.nspname = 'public' and co.contype = 'f' order by cl.relname, co.conname`,
  );
}

/** Tables that hold rows, with their counts: an import goes only into a database with none. */
export async function occupiedTables(db: Sql): Promise<{ table: string; rows: number }[]> {
  const occupied: { table: string; rows: number }[] = [];
  for (const table of await listTables(db)) {
    const [row] = await db.query<{ n: string }>(`select count(*)::text as n from public.${ident(table)}`);
    const rows = Number(row.n);
    if (rows > 0) occupied.push({ table, rows });
  }
  return occupied;
}
