import { z } from "zod";
import { oneLine, oneOf } from "../forms/schema-parts";
import { coverFields, coverMessages } from "./cover-upload";
import { POST_INTENTS, POST_LIMITS as L } from "./posts";
import { istInputToIso } from "./posts-ist";
import { bodyImageAltSchema, bodyImageFileSchema, bodyImageMessages, externalImagesMessage, externalImageUrls } from "./post-images";

/** The editor's messages, next to their fields. */
export const postMessages = {
  title: `Give the post a title (up to ${L.title} characters).`,
  slug: "Use lowercase letters and digits joined by single hyphens, like my-first-post.",
  tags: `Up to ${L.tagCount} tags of up to ${L.tag} characters each, separated by commas.`,
  author: `Up to ${L.author} characters.`,
  alt: `Up to ${L.alt} characters.`,
  excerpt: `Up to ${L.excerpt} characters.`,
  markdown: "Write the post's text.",
  markdownMax: `The post is longer than ${L.markdown.toLocaleString("en-US")} characters.`,
  ...coverMessages,
  publishAt: "Choose a date and time (IST) to publish at.",
  publishAtPast: "Choose a date and time (IST) in the future.",
  intent: "Choose what to do with the post.",
} as const;

const m = postMessages;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).optional();
const optionalLine = (max: number, message: string) => oneLine(z.string().trim().max(max, message)).optional();

/** "SEO, Growth , seo" → ["SEO", "Growth"]: empty pieces and repeats dropped. */
export function splitTags(value: string | undefined): string[] {
  const tags = (value ?? "")
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
  const seen = new Set<string>();
  // The first spelling of a tag wins: "SEO, seo" is one tag, "SEO".
  return tags.filter((tag) => !seen.has(tag.toLowerCase()) && Boolean(seen.add(tag.toLowerCase())));
}

/**
 * The post editor, in the browser and again in the action. Every button posts the whole form;
 * `intent` says which was pressed. A preview needs nothing but the text, so the title is only
 * required for the others; a schedule needs its time, in the future.
 */
export const postFormSchema = z
  .object({
    intent: oneOf(POST_INTENTS, m.intent).default("save"),
    title: optionalLine(L.title, m.title),
    slug: z.string().trim().toLowerCase().max(L.slug, m.slug).regex(SLUG, m.slug).optional(),
    tags: z
      .string()
      .optional()
      .refine((value) => {
        const tags = splitTags(value);
        return tags.length <= L.tagCount && tags.every((tag) => tag.length <= L.tag);
      }, m.tags),
    author: optionalLine(L.author, m.author),
    ...coverFields,
    alt: optionalLine(L.alt, m.alt),
    excerpt: optionalText(L.excerpt, m.excerpt),
    markdown: z.string().max(L.markdown, m.markdownMax).optional(),
    publishAt: z.string().optional(),
    bodyImage: bodyImageFileSchema,
    bodyImageAlt: bodyImageAltSchema,
  })
  .superRefine((value, context) => {
    const external = externalImageUrls(value.markdown ?? "");
    if (external.length) context.addIssue({ code: "custom", path: ["markdown"], message: externalImagesMessage(external) });
    if (value.intent === "image") {
      if (!value.bodyImage) context.addIssue({ code: "custom", path: ["bodyImage"], message: bodyImageMessages.file });
      if (!value.bodyImageAlt) context.addIssue({ code: "custom", path: ["bodyImageAlt"], message: bodyImageMessages.alt });
      return;
    }
    if (value.intent === "preview") return;
    if (!value.title) context.addIssue({ code: "custom", path: ["title"], message: m.title });
    if (!value.markdown?.trim())
      context.addIssue({
        code: "custom",
        path: ["markdown"],
        message: m.markdown,
      });
    if (value.intent !== "schedule") return;
    const at = istInputToIso(value.publishAt ?? "");
    if (!at)
      context.addIssue({
        code: "custom",
        path: ["publishAt"],
        message: m.publishAt,
      });
    else if (Date.parse(at) <= Date.now())
      context.addIssue({
        code: "custom",
        path: ["publishAt"],
        message: m.publishAtPast,
      });
  });

export type PostFormValue = z.output<typeof postFormSchema>;
