/**
 * Publishes a Markdown file with front matter as a blog post through the staff post endpoints
 * (the ones the console uses), with the host's ADMIN_TOKEN.
 *
 *   ADMIN_TOKEN=... npm run blog:publish -- path/to/post.md
 *
 * The API is API_BASE_URL when set (the site's own backend), else the built-in one at the running
 * site's /api, found as the other commands find the site (SITE_URL, else http://localhost:$PORT).
 * A post whose slug already exists (or once existed) is updated; otherwise a new one is created.
 * Then it is published, unless its front matter says `published: false` (then it is a draft).
 * See api/cli/example-post.md for the front matter it understands.
 */
import { readFile } from "node:fs/promises";
import { parsePostFile, PostFileError } from "../api/content/post-file";
import { CliError, siteOrigin } from "./cli-error";

const USAGE = "Usage: ADMIN_TOKEN=<token> npm run blog:publish -- <post.md>";

function apiBaseUrl(): string {
  return (process.env.API_BASE_URL?.trim() || `${siteOrigin()}/api`).replace(/\/+$/, "");
}

async function callApi(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CliError(`Could not reach the API at ${url} (${reason}). Is the site running? Set SITE_URL or PORT (API_BASE_URL for a backend of your own) if it runs elsewhere.`);
  }
}

async function explainFailure(response: Response, action: string): Promise<never> {
  let detail = response.statusText;
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === "string") detail = body.message;
  } catch {
    // The body was not JSON; the status text has to do.
  }
  if (response.status === 401) {
    throw new CliError(`The API refused the admin token (401: ${detail}). Check ADMIN_TOKEN matches the server's.`);
  }
  throw new CliError(`${action} failed with ${response.status}: ${detail}`);
}

export async function run(args: string[]): Promise<string> {
  if (args.includes("--help") || args.includes("-h")) return USAGE;
  const file = args.find((arg) => !arg.startsWith("-"));
  if (!file) throw new CliError(USAGE);
  const token = process.env.ADMIN_TOKEN?.trim();
  if (!token) throw new CliError(`ADMIN_TOKEN is not set. ${USAGE}`);

  let source: string;
  try {
    source = await readFile(file, "utf8");
  } catch (error) {
    throw new CliError(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const post = readPost(source, file);
  const payload = {
    title: post.title,
    slug: post.slug,
    markdown: post.markdown,
    cover_image: post.cover ?? null,
    alt_tag: post.alt ?? post.title,
    author_name: post.author.name ?? null,
    tags: post.tags,
  };

  const base = apiBaseUrl();
  const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
  // Any status, and an old slug leads to the post it now names (fetch follows the 301).
  const existing = await callApi(`${base}/staff/blogs/slug/${encodeURIComponent(post.slug)}`, { headers });
  if (existing.status !== 200 && existing.status !== 404) await explainFailure(existing, "Looking up the slug");

  const update = existing.status === 200;
  const target = update ? `${base}/staff/posts/${((await existing.json()) as { id: number }).id}` : `${base}/staff/posts`;
  const saved = await callApi(target, { method: update ? "PUT" : "POST", headers, body: JSON.stringify(payload) });
  if (!saved.ok) await explainFailure(saved, update ? "Updating the post" : "Saving the post");
  const { id } = (await saved.json()) as { id: number };

  const step = post.published ? "publish" : "unpublish";
  const response = await callApi(`${base}/staff/posts/${id}/${step}`, { method: "POST", headers, body: "{}" });
  if (!response.ok) await explainFailure(response, post.published ? "Publishing the post" : "Keeping the post a draft");

  const blog = (await response.json()) as { id: number; slug: string; status: string };
  const state = blog.status === "published" ? "published" : "saved as a draft";
  return `${update ? "Updated" : "Created"} "${post.title}" (id ${blog.id}), ${state} at /blog/${blog.slug}`;
}

function readPost(source: string, file: string) {
  try {
    return parsePostFile(source, file);
  } catch (error) {
    throw error instanceof PostFileError ? new CliError(error.message) : error;
  }
}
