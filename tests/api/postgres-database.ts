import { randomUUID } from "node:crypto";
import pg from "pg";

/**
 * A new, empty database on the test PostgreSQL server (`serverUrl`, e.g. TEST_DATABASE_URL), so
 * tests running at once never see each other's rows; `drop` removes it, connections and all.
 */
export async function createPostgresDatabase(serverUrl: string, prefix: string): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomUUID().slice(0, 8)}`;
  await withServer(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: () => withServer(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)),
  };
}

async function withServer(serverUrl: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
