import type { z } from "zod";

/** One way an answer's body differs from what the site relies on: where, in the schema's words. */
export interface Mismatch {
  path: string;
  message: string;
}

/** What a body must be; answers the mismatches, none when it fits. */
export type Expectation = (body: unknown) => Mismatch[];

/** `body.items[0].title`, as a developer would write it. */
export function pathOf(base: string, parts: readonly (string | number)[]): string {
  return parts.reduce<string>((path, part) => (typeof part === "number" ? `${path}[${part}]` : `${path}.${part}`), base);
}

export const fits =
  (schema: z.ZodTypeAny, base = "body"): Expectation =>
  (body) => {
    const result = schema.safeParse(body);
    return result.success ? [] : result.error.issues.map((issue) => ({ path: pathOf(base, issue.path), message: issue.message }));
  };

/**
 * A list as the site reads it: a bare array, or one under one of `keys` (backends differ, and
 * the site accepts either; app/lib/api-client.server.ts unwrapList).
 */
export const listOf =
  (item: z.ZodTypeAny, keys: readonly string[] = ["data"]): Expectation =>
  (body) => {
    if (Array.isArray(body)) return body.flatMap((value, index) => fits(item, `body[${index}]`)(value));
    if (body && typeof body === "object") {
      const record = body as Record<string, unknown>;
      const key = keys.find((name) => Array.isArray(record[name]));
      if (key) return (record[key] as unknown[]).flatMap((value, index) => fits(item, `body.${key}[${index}]`)(value));
    }
    return [{ path: "body", message: `Expected an array, or an object with an array in ${keys.join(" or ")}` }];
  };

/** The site reads one item bare or wrapped in one of `keys` (app/lib/blog/article.server.ts). */
export const oneOf =
  (item: z.ZodTypeAny, keys: readonly string[], marker: string): Expectation =>
  (body) => {
    if (body && typeof body === "object" && !(marker in body)) {
      const record = body as Record<string, unknown>;
      const key = keys.find((name) => record[name] && typeof record[name] === "object");
      if (key) return fits(item, `body.${key}`)(record[key]);
    }
    return fits(item)(body);
  };

export const allOf =
  (...expectations: Expectation[]): Expectation =>
  (body) =>
    expectations.flatMap((expectation) => expectation(body));
