import type { Request } from "express";
import { z } from "zod";
import { isOneLine } from "../../contract/one-line";
import { HttpError } from "./errors";

export interface FieldError {
  field: string;
  message: string;
}

/** A path as a form names it: `members[0].photo`. */
export function fieldName(path: (string | number)[]): string {
  return path.reduce<string>(
    (name, part) => (typeof part === "number" ? `${name}[${part}]` : name ? `${name}.${part}` : part),
    "",
  );
}

const article = (word: string) => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`);

/** Turns one zod issue into a sentence that starts with the field's name. */
function describeIssue(issue: z.ZodIssue, subject: string): FieldError {
  const field = fieldName(issue.path) || subject;
  const say = (text: string) => ({ field, message: `${field} ${text}` });
  switch (issue.code) {
    case "invalid_type":
      if (issue.received === "undefined") return say("is required");
      if (issue.received === "null") return say("must not be null");
      return say(`must be ${article(issue.expected === "integer" ? "integer" : issue.expected)}`);
    case "too_small":
      if (issue.type === "string") {
        return say(Number(issue.minimum) <= 1 ? "must not be empty" : `must be at least ${issue.minimum} characters`);
      }
      if (issue.type === "array") return say(`must have at least ${issue.minimum} item(s)`);
      return say(`must be at least ${issue.minimum}`);
    case "too_big":
      if (issue.type === "string") return say(`must be at most ${issue.maximum} characters`);
      if (issue.type === "array") return say(`must have at most ${issue.maximum} items`);
      return say(`must be at most ${issue.maximum}`);
    case "invalid_string":
      if (issue.validation === "email") return say("must be a valid email address");
      if (issue.validation === "url") return say("must be a valid URL");
      return say(issue.message && issue.message !== "Invalid" ? issue.message : "has an invalid format");
    case "invalid_enum_value":
      return say(`must be one of: ${issue.options.join(", ")}`);
    case "not_finite":
      return say("must be a finite number");
    case "invalid_union":
      return say("has an invalid value");
    default:
      return say(issue.message && issue.message !== "Invalid input" ? issue.message : "is invalid");
  }
}

/**
 * Validates client input. The 400 answer's `message` names the first bad field, and `errors`
 * lists every problem so a form can mark all of them at once.
 */
export function parseInput<Schema extends z.ZodTypeAny>(
  schema: Schema,
  value: unknown,
  subject = "Request body",
): z.output<Schema> {
  const nulAt = findNulCharacter(value, []);
  if (nulAt) {
    const field = fieldName(nulAt) || subject;
    throw new HttpError(400, `${field} must not contain NUL characters`, {
      errors: [{ field, message: `${field} must not contain NUL characters` }],
    });
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => describeIssue(issue, subject));
  throw new HttpError(400, errors[0]?.message ?? `${subject} is invalid`, { errors });
}

/** PostgreSQL text and jsonb cannot hold U+0000, so it must be refused before it reaches a query. */
function findNulCharacter(value: unknown, path: (string | number)[], depth = 0): (string | number)[] | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (depth > 20 || value === null || typeof value !== "object") return null;
  const entries = Array.isArray(value) ? value.map((item, index) => [index, item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    if (typeof key === "string" && key.includes("\u0000")) return [...path, key.replaceAll("\u0000", "")];
    const found = findNulCharacter(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

const MAX_SERIAL = 2_147_483_647;

/** A database id given as a JSON number or as digits (path and query values are strings). */
export const idSchema = z.preprocess(
  (value) => (typeof value === "string" && /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : value),
  z.number().int().min(1).max(MAX_SERIAL),
);

/** A text field that is trimmed, required and bounded. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** A text field that may be missing, null or blank; blank becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

const ONE_LINE = "must be one line, without control characters";

/** A single-line field (a name, a title): trimmed, required, bounded, no control characters. */
export const requiredLine = (max: number) => requiredText(max).refine(isOneLine, ONE_LINE);

/** A single-line field that may be missing, null or blank (blank becomes null). */
export const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(isOneLine, ONE_LINE)
    .nullish()
    .transform((value) => (value ? value : null));

export const emailSchema = z.string().trim().max(254).email();

/** "+91 98765-43210" and "+919876543210" are the same number; store the compact form. */
export const phoneSchema = z
  .string()
  .max(40)
  .transform((value) => value.replace(/[\s\-().]/g, ""))
  .pipe(
    z
      .string()
      .regex(/^\+\d{7,19}$/, "must be an international number: a + and 7 to 19 digits, like +919876543210"),
  );

export const pagingSchema = (maxPerPage: number, defaultPerPage: number) =>
  z.object({
    page: z.preprocess(
      (value) => (value === undefined || value === "" ? 1 : value),
      z.coerce.number().int().min(1).max(1_000_000),
    ),
    per_page: z.preprocess(
      (value) => (value === undefined || value === "" ? defaultPerPage : value),
      z.coerce.number().int().min(1).max(maxPerPage),
    ),
  });

/**
 * Validates path segments. A path whose id is malformed names nothing, as an unknown id does:
 * 404 (not 400), with the message saying what an id looks like (docs/api.md, Conventions).
 */
export function parsePath<Schema extends z.ZodTypeAny>(schema: Schema, value: unknown, subject = "Path"): z.output<Schema> {
  try {
    return parseInput(schema, value, subject);
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) throw new HttpError(404, `Not found: ${error.message}`, error.details);
    throw error;
  }
}

/** Route params are strings; this validates one as an id and names it in the error. */
export function parseId(value: unknown, name: string): number {
  return parsePath(z.object({ [name]: idSchema }), { [name]: value })[name] as number;
}

/**
 * express.json() leaves the body empty for other content types; saying so beats a list of
 * "is required" errors for fields the client did send, just in another format.
 */
export function jsonBody(req: Request): unknown {
  const hasBody = req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
  if (hasBody && !req.is(["application/json", "application/*+json"])) {
    throw new HttpError(415, "Send the body as JSON with Content-Type: application/json");
  }
  return req.body;
}
