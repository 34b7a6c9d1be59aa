import { z } from "zod";
import { paragraph } from "./fields";

/**
 * A legal page (privacy policy, terms and conditions): the lead paragraph and the text as
 * Markdown, each `## Heading` a numbered section in the page's table of contents. The title and
 * slug stay in code (the item's key is the slug).
 */
export const legalSchema = z.object({
  intro: paragraph(600),
  body: paragraph(60_000).refine((value) => /^## \S/m.test(value), "needs at least one section: a line starting with ## and its heading"),
});
export type LegalContent = z.infer<typeof legalSchema>;
