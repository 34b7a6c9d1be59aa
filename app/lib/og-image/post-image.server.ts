import { createElement } from "react";
import { fetchArticle } from "../blog/article.server";
import { PostCard } from "./card.server";
import { postImageVersion } from "./paths";
import { renderPng } from "./render.server";
import { pngResponse } from "./response.server";
import { storedImage } from "./store.server";

const text = (body: string, status: number, headers: HeadersInit = {}) =>
  new Response(body, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });

/** The answer to /og/blog/<slug>.png: the post's share image, drawn once per publish. */
export async function postImageResponse(request: Request, fileName: string): Promise<Response> {
  const slug = /^(.+)\.png$/.exec(fileName)?.[1];
  if (!slug) return text("Share images are PNG files: /og/blog/<slug>.png", 404);
  const article = await fetchArticle(slug).catch((error: unknown) => {
    console.warn(`Share image of ${slug}: the post failed to load:`, error);
    return undefined;
  });
  if (article === undefined) return text("The image is unavailable just now.", 503, { "Retry-After": "60" });
  if (!article?.is_published) return text("There is no published post at this address.", 404);
  const key = { name: `blog-${article.slug}`, version: postImageVersion(article.updatedAt) };
  const png = await storedImage(key, () =>
    renderPng(createElement(PostCard, { title: article.title, author: article.author }))
  );
  return pngResponse(request, key, png);
}
