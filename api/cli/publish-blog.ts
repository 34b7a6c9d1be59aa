/**
 * Publishes a Markdown file with front matter as a blog post through the admin API.
 *
 *   ADMIN_TOKEN=... npm run blog:publish -- path/to/post.md
 *
 * The API is API_BASE_URL when set, else http://localhost:$PORT/api (PORT defaults to 3000).
 * A post whose slug already exists is updated; otherwise a new one is created.
 * See api/cli/example-post.md for the front matter it understands.
 */
import { readFile } from "node:fs/promises";
import matter from "gray-matter";
import { marked } from "marked";
import { z } from "zod";
import { slugify } from "../content/slug";

const USAGE = "Usage: ADMIN_TOKEN=<token> npm run blog:publish -- <post.md>";

class CliError extends Error {}

const authorSchema = z.union([
  z.string().trim().min(1),
  z.object({ name: z.string().trim().min(1), email: z.string().trim().email().optional() }),
]);

const frontMatterSchema = z.object({
  title: z.string().trim().min(1, "title is required"),
  slug: z.string().trim().min(1).optional(),
  tags: z
    .union([z.array(z.coerce.string()), z.string()])
    .optional()
    .transform((tags) =>
      (typeof tags === "string" ? tags.split(",") : (tags ?? [])).map((tag) => tag.trim()).filter(Boolean),
    ),
  cover: z.string().trim().min(1).optional(),
  alt: z.string().trim().min(1).optional(),
  author: authorSchema.optional(),
  published: z.boolean().optional(),
});

type FrontMatter = z.infer<typeof frontMatterSchema>;

/** "Priya Sharma <priya@agency.example>" or { name, email } */
function parseAuthor(author: FrontMatter["author"]): { name?: string; email?: string } {
  if (!author) return {};
  if (typeof author !== "string") return author;
  const match = /^(.*?)\s*<([^>]+)>\s*$/.exec(author);
  return match ? { name: match[1], email: match[2] } : { name: author };
}

function apiBaseUrl(): string {
  const configured = process.env.API_BASE_URL?.trim();
  const base = configured || `http://localhost:${process.env.PORT?.trim() || 3000}/api`;
  return base.replace(/\/+$/, "");
}

async function callApi(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CliError(`Could not reach the API at ${url} (${reason}). Is the site running? Set API_BASE_URL if it runs elsewhere.`);
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

async function main(argv: string[]): Promise<void> {
  const file = argv.find((arg) => !arg.startsWith("-"));
  if (!file || argv.includes("--help") || argv.includes("-h")) {
    console.log(USAGE);
    if (!file) process.exitCode = 2;
    return;
  }
  const token = process.env.ADMIN_TOKEN?.trim();
  if (!token) throw new CliError(`ADMIN_TOKEN is not set. ${USAGE}`);

  let source: string;
  try {
    source = await readFile(file, "utf8");
  } catch (error) {
    throw new CliError(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = matter(source);
  const checked = frontMatterSchema.safeParse(parsed.data);
  if (!checked.success) {
    const problems = checked.error.issues.map((issue) => `${issue.path.join(".") || "front matter"}: ${issue.message}`);
    throw new CliError(`Front matter of ${file} is not valid:\n  ${problems.join("\n  ")}`);
  }
  const front = checked.data;
  if (!parsed.content.trim()) throw new CliError(`${file} has no Markdown content below its front matter.`);

  const slug = front.slug ?? slugify(front.title);
  const author = parseAuthor(front.author);
  const payload = {
    title: front.title,
    slug,
    content: marked.parse(parsed.content, { async: false, gfm: true }),
    cover_image: front.cover ?? null,
    alt_tag: front.alt ?? front.title,
    author_name: author.name,
    author_email: author.email ?? null,
    tags: front.tags,
    is_published: front.published ?? true,
  };

  const base = apiBaseUrl();
  const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
  const existing = await callApi(`${base}/blogs/slug/${encodeURIComponent(slug)}`, { method: "GET" });
  if (existing.status !== 200 && existing.status !== 404) await explainFailure(existing, "Looking up the slug");

  const update = existing.status === 200;
  const target = update ? `${base}/blogs/${((await existing.json()) as { id: number }).id}` : `${base}/blogs`;
  const response = await callApi(target, { method: update ? "PUT" : "POST", headers, body: JSON.stringify(payload) });
  if (!response.ok) await explainFailure(response, update ? "Updating the post" : "Publishing the post");

  const blog = (await response.json()) as { id: number; slug: string; is_published: boolean };
  const state = blog.is_published ? "published" : "saved as a draft";
  console.log(`${update ? "Updated" : "Created"} "${front.title}" (id ${blog.id}), ${state} at /blog/${blog.slug}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof CliError ? error.message : error);
  process.exitCode = 1;
});
