/** Pictures inside a post's text: uploaded here, stored like covers, served by the site itself. */
import { z } from "zod";
import { MEDIA_MAX_PIXELS, megapixels } from "../../../contract/media-limits";
import { COVER_MAX_BYTES } from "./cover-upload";

/** Where the editor's "Insert image" sends a picture with JavaScript (a resource route, outside the page's form). */
export const POST_IMAGE_PATH = "/console/posts/images";
export const BODY_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const BODY_IMAGE_ACCEPT = [...BODY_IMAGE_TYPES, ".png", ".jpg", ".jpeg", ".webp"].join(",");
export const BODY_IMAGE_MAX_BYTES = COVER_MAX_BYTES;
export const BODY_IMAGE_ALT_MAX = 300;

export const bodyImageMessages = {
  hint: `PNG, JPEG or WebP, 2 MB and ${megapixels(MEDIA_MAX_PIXELS)} megapixels at most, stored on this site: pictures from other sites cannot be shown.`,
  file: "Choose a picture to insert (PNG, JPEG or WebP).",
  type: "The picture must be a PNG, JPEG or WebP image.",
  size: "The picture must be 2 MB or smaller.",
  alt: `Describe the picture for people who cannot see it (up to ${BODY_IMAGE_ALT_MAX} characters).`,
} as const;

const isBodyImageType = (file: File) =>
  (BODY_IMAGE_TYPES as readonly string[]).includes(file.type) || /\.(png|jpe?g|webp)$/i.test(file.name);

export const bodyImageFileSchema = z
  .instanceof(File)
  .optional()
  .refine((file) => !file || isBodyImageType(file), bodyImageMessages.type)
  .refine((file) => !file || file.size <= BODY_IMAGE_MAX_BYTES, bodyImageMessages.size);

export const bodyImageAltSchema = z.string().trim().max(BODY_IMAGE_ALT_MAX, bodyImageMessages.alt).optional();

/** `![alt](url)`, the alt text kept on one line and its brackets escaped. */
export function imageMarkdown(alt: string, url: string): string {
  const text = alt.replace(/\s+/g, " ").trim().replace(/([\\[\]])/g, "\\$1");
  return `![${text}](${url})`;
}

/** The text with the picture's line added at its end, as its own paragraph (the form without JavaScript). */
export function appendImageLine(markdown: string, line: string): string {
  const text = markdown.replace(/\s+$/, "");
  return text ? `${text}\n\n${line}\n` : `${line}\n`;
}

const INLINE_IMAGE = /!\[(?:\\.|[^\]\\])*\]\(\s*<?((?:https?:)?\/\/[^\s)>]+)/gi;
const HTML_IMAGE = /<img\b[^>]*?\bsrc\s*=\s*["']?((?:https?:)?\/\/[^\s"'>]+)/gi;
const REFERENCE_IMAGE = /!\[((?:\\.|[^\]\\])*)\](?:\[((?:\\.|[^\]\\])*)\])?/g;
const DEFINITION = /^ {0,3}\[((?:\\.|[^\]\\])+)\]:\s*<?((?:https?:)?\/\/[^\s>]+)/gim;

const label = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * The pictures of the text that live on another site: the site's CSP blocks them (the live post
 * would show a broken image), so the editor names each and asks for an upload instead.
 */
export function externalImageUrls(markdown: string): string[] {
  const found = [...markdown.matchAll(INLINE_IMAGE), ...markdown.matchAll(HTML_IMAGE)].map((match) => match[1]);
  const definitions = new Map([...markdown.matchAll(DEFINITION)].map((match) => [label(match[1]), match[2]]));
  for (const match of markdown.matchAll(REFERENCE_IMAGE)) {
    const url = definitions.get(label(match[2] || match[1]));
    if (url) found.push(url);
  }
  return [...new Set(found)];
}

export const externalImagesMessage = (urls: string[]) =>
  `Upload pictures with "Insert image": the site cannot show images from other sites (${urls.join(", ")}).`;
