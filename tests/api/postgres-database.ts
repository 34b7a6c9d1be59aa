import { randomUUID } from "node:crypto";
import pg from "pg";

/**
 * A new database on the test PostgreSQL server (`serverUrl`, e.g. TEST_DATABASE_URL), empty or a
 * copy of `template`, so tests running at once never see each other's rows; `drop` removes it,
 * connections and all.
 */
export async function createPostgresDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomUUID().slice(0, 8)}`;
  const copy = template ? ` template "${template}"` : "";
  // A template is refused while a session is still leaving it (SQLSTATE 55006): the one that built it.
  await withServer(serverUrl, (client) => retryWhileInUse(() => client.query(`create database "${name}"${copy}`)));
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

/** PostgreSQL refuses to copy or rename a database while a session is still leaving it (SQLSTATE 55006). */
export async function retryWhileInUse<T>(run: () => Promise<T>, attempts = 50): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if ((error as { code?: string }).code !== "55006" || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
