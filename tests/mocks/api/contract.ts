import type { z } from "zod";
import { apiBaseUrl, parseEnv } from "~/lib/env.server";
import { mismatchOf } from "./mismatch";

/**
 * The upstream API's address, from the site's configuration (API_BASE_URL, else the built-in API
 * on PORT). Read afresh rather than through getEnv(), which keeps the first reading: stubs are
 * made on import, before a test file sets the rest of its environment.
 */
export const api = (path: string) => `${apiBaseUrl(parseEnv(process.env))}${path}`;

/**
 * Checks a fixture against the zod schema the site reads it with, and returns it unchanged: a
 * fixture that drifts from the contract fails to compile (its type is the schema's input) or
 * throws here, where the test builds it, naming `what` and the field: "apiBlog: title: Expected
 * string, received number".
 */
export function checked<S extends z.ZodTypeAny>(schema: S, value: z.input<S>, what: string, root = ""): z.input<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`${what}: ${mismatchOf(parsed.error, root)}`);
  return value;
}
