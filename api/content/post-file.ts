import matter from "gray-matter";
import { z } from "zod";
import { slugify } from "./slug";
import { markdownToHtml } from "./markdown";

/** A post file's front matter (see api/cli/example-post.md); the seed posts use the same format. */
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
  /** Publication time; the seed fixes it so a fresh database always has the same order. */
  date: z.coerce.date().optional(),
});

export interface PostFile {
  title: string;
  slug: string;
  tags: string[];
  cover?: string;
  alt?: string;
  author: { name?: string; email?: string };
  published: boolean;
  date?: Date;
  /** The Markdown body, as written. */
  markdown: string;
  /** The Markdown body as HTML (HTML in the body passes through as Markdown allows). */
  html: string;
}

/** The byline of a post that names no author. */
export const DEFAULT_AUTHOR = "Editorial Team";

/** Why a post file cannot be used, worded for the person who wrote it. */
export class PostFileError extends Error {}

/** "Priya Sharma <priya@agency.example>" or { name, email } */
function parseAuthor(author: z.infer<typeof authorSchema> | undefined): { name?: string; email?: string } {
  if (!author) return {};
  if (typeof author !== "string") return author;
  const match = /^(.*?)\s*<([^>]+)>\s*$/.exec(author);
  return match ? { name: match[1], email: match[2] } : { name: author };
}

/** A Markdown post with front matter, read the way `npm run blog:publish` and the seed read it. */
export function parsePostFile(source: string, fileName: string): PostFile {
  const parsed = matter(source);
  const checked = frontMatterSchema.safeParse(parsed.data);
  if (!checked.success) {
    const problems = checked.error.issues.map((issue) => `${issue.path.join(".") || "front matter"}: ${issue.message}`);
    throw new PostFileError(`Front matter of ${fileName} is not valid:\n  ${problems.join("\n  ")}`);
  }
  if (!parsed.content.trim()) throw new PostFileError(`${fileName} has no Markdown content below its front matter.`);
  const { author, published, ...front } = checked.data;
  return {
    ...front,
    slug: front.slug ?? slugify(front.title),
    author: parseAuthor(author),
    published: published ?? true,
    markdown: parsed.content.trim(),
    html: markdownToHtml(parsed.content),
  };
}
