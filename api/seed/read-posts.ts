import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parsePostFile, type PostFile } from "../content/post-file";

/**
 * The sample articles live as Markdown files in posts/, named so that sorting them gives the
 * insertion order (ids follow it). A bundled server runs from build/, so the source folder is
 * looked for beside this module first and then from the working directory.
 */
const FOLDERS = [fileURLToPath(new URL("./posts", import.meta.url)), path.resolve("api/seed/posts")];

async function postFiles(): Promise<{ folder: string; names: string[] }> {
  for (const folder of FOLDERS) {
    const names = await readdir(folder).catch(() => null);
    if (names) return { folder, names: names.filter((name) => name.endsWith(".md")).sort() };
  }
  throw new Error(`Seed posts not found (looked in: ${FOLDERS.join(", ")})`);
}

/** Every sample article, in the order the blog was written: one group per service, then a draft. */
export async function readSeedPosts(): Promise<PostFile[]> {
  const { folder, names } = await postFiles();
  return Promise.all(
    names.map(async (name) => parsePostFile(await readFile(path.join(folder, name), "utf8"), name)),
  );
}
