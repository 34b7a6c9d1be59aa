import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { shippedPath } from "../../contract/bundle-paths";
import { parsePostFile, type PostFile } from "../content/post-file";

/**
 * The sample articles live as Markdown files in posts/, named so that sorting them gives the
 * insertion order (ids follow it).
 */
const FOLDER = shippedPath("api/seed/posts");

/** Every sample article, in the order the blog was written: one group per service, then a draft. */
export async function readSeedPosts(): Promise<PostFile[]> {
  const names = await readdir(FOLDER).catch(() => null);
  if (!names) throw new Error(`Seed posts not found in ${FOLDER}`);
  return Promise.all(
    names
      .filter((name) => name.endsWith(".md"))
      .sort()
      .map(async (name) => parsePostFile(await readFile(path.join(FOLDER, name), "utf8"), name)),
  );
}
