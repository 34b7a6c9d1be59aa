/**
 * Writes one archive of everything the agency owns (docs/data.md), on the host:
 *
 *   ADMIN_TOKEN=... npm run data:export -- site.tar.gz
 *
 * The running site writes it (the embedded database belongs to the server process) and this
 * command fetches it over HTTP, as staff:invite does: SITE_URL, else http://localhost:$PORT.
 */
import { createWriteStream } from "node:fs";
import { rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { CliError, siteOrigin } from "./cli-error";

const USAGE = "Usage: ADMIN_TOKEN=<token> npm run data:export -- <file.tar.gz>";

export async function run(args: string[]): Promise<string> {
  const [file, ...rest] = args;
  if (!file || rest.length > 0) throw new CliError(USAGE);
  const token = process.env.ADMIN_TOKEN?.trim();
  if (!token) throw new CliError(`ADMIN_TOKEN is not set.\n${USAGE}`);
  const url = `${siteOrigin()}/api/admin/data/export`;
  const started = Date.now();
  let response: Response;
  try {
    // A large site's archive takes a while to write; an hour is a generous ceiling, not a target.
    response = await fetch(url, { headers: { Authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(3_600_000) });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CliError(`Could not reach the site at ${url} (${reason}). Is it running? Set SITE_URL or PORT if it runs elsewhere.`);
  }
  if (response.status === 401 || response.status === 403) {
    throw new CliError(`The site refused the admin token (${response.status}): ADMIN_TOKEN must be the one the server was started with.`);
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new CliError(`The export failed (${response.status}): ${body?.message ?? response.statusText}`);
  }
  const target = path.resolve(file);
  const partial = `${target}.partial`;
  try {
    await pipeline(Readable.fromWeb(response.body as never), createWriteStream(partial));
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  const { size } = await stat(target);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return `Wrote ${target} (${(size / 1024 / 1024).toFixed(2)} MB, ${response.headers.get("X-Archive-Summary") ?? "archive"}) in ${seconds} s.`;
}

