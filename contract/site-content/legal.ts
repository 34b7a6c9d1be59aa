import { z } from "zod";
import { paragraph } from "./fields";

/**
 * A legal page (privacy policy, terms and conditions, cookie policy): the lead paragraph and the
 * text as Markdown, each `## Heading` a numbered section in the page's table of contents. The
 * title and slug stay in code (the item's key is the slug).
 */
export const legalSchema = z.object({
  intro: paragraph(600),
  body: paragraph(60_000).refine((value) => /^## \S/m.test(value), "needs at least one section: a line starting with ## and its heading"),
});
export type LegalContent = z.infer<typeof legalSchema>;

/**
 * A line of its own in a legal page's Markdown that the page fills with something drawn from code:
 * the cookie policy's table of the cookies the site sets (`siteCookies`, the truth about them) and
 * the place its "Cookie settings" section follows when the cookie notice is on.
 */
export const LEGAL_SLOTS = { cookieTable: "[[cookie-table]]", cookieSettings: "[[cookie-settings]]" } as const;

/** The slot a line is, if it is one: `[[name]]` alone on its line. */
export const slotOfLine = (line: string): string | null => /^\s*\[\[([a-z][a-z-]*)\]\]\s*$/.exec(line)?.[1] ?? null;

const slotCount = (markdown: string, slot: string) => markdown.split(/\r?\n/).filter((line) => line.trim() === slot).length;
const afterAHeading = (markdown: string, slot: string) => {
  const at = markdown.split(/\r?\n/).findIndex((line) => line.trim() === slot);
  return markdown.split(/\r?\n/).slice(0, at).some((line) => /^## \S/.test(line));
};

/** The cookie policy: a legal page whose text holds each of its two slots once, inside a section. */
export const cookiePolicySchema = legalSchema.superRefine(({ body }, ctx) => {
  for (const slot of Object.values(LEGAL_SLOTS)) {
    const count = slotCount(body, slot);
    if (count !== 1 || !afterAHeading(body, slot)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["body"],
        message:
          count === 0
            ? `needs the line ${slot} (alone on its line, in the section where it belongs)`
            : count > 1
              ? `must hold the line ${slot} only once`
              : `the line ${slot} must stand in a section, after a ## heading`,
      });
    }
  }
});
