import { z } from "zod";
import { oneLine } from "../forms/schema-parts";

/** A required text field with one message for missing and too long. */
export const textField = (max: number, message: string) =>
  z.string({ required_error: message }).trim().min(1, message).max(max, message);

/** A required single-line field (a title, a place): no line breaks or control characters. */
export const lineField = (max: number, message: string) => oneLine(textField(max, message));

/** An optional single-line field: blank is left out. */
export const optionalLineField = (max: number, message: string) => oneLine(z.string().trim().max(max, message)).optional();

/** An optional text field: blank is left out. */
export const optionalTextField = (max: number, message: string) => z.string().trim().max(max, message).optional();

/** A textarea's non-blank lines, trimmed, in order. */
export const linesOf = (text: string | undefined) =>
  (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");

/**
 * A textarea edited one item per line: each line is read by `parseLine` (a message for a line it
 * cannot take), at most `maxLines` of them. Errors name the line, next to the textarea.
 */
export function lineListField<Item>(
  { maxLines, tooMany }: { maxLines: number; tooMany: string },
  parseLine: (line: string) => { item: Item } | { error: string },
) {
  return z
    .string()
    .optional()
    .transform((text, context) => {
      const lines = linesOf(text);
      if (lines.length > maxLines) {
        context.addIssue({ code: z.ZodIssueCode.custom, message: tooMany });
        return z.NEVER;
      }
      const items: Item[] = [];
      for (const [index, line] of lines.entries()) {
        const parsed = parseLine(line);
        if ("error" in parsed) {
          context.addIssue({ code: z.ZodIssueCode.custom, message: `Line ${index + 1}: ${parsed.error}` });
          return z.NEVER;
        }
        items.push(parsed.item);
      }
      return items;
    });
}

/** A ticked checkbox posts "on"; an unticked one posts nothing. */
export const checkboxField = z
  .boolean()
  .optional()
  .transform((ticked) => ticked === true);
