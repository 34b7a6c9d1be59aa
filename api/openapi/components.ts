import { apiErrorSchema } from "../../contract/answers/errors";
import { SITE_KEY_HEADER } from "../../contract/headers";
import { type OpenAPIRegistry, z } from "./zod";

const ERROR_TEXT = {
  BadRequest: "The input is invalid: `message` names the first bad field, `errors` lists each one. Also a malformed JSON body.",
  Unauthorized: "No credential, or a wrong or ended one. Comes with `WWW-Authenticate: Bearer` for tokens.",
  Forbidden: "The caller's roles do not allow this; `message` says which role it takes.",
  NotFound: "No such thing (or no such endpoint).",
  Conflict: "The request clashes with the current state (a slug taken, the last owner, a picture in use, an Idempotency-Key still being processed).",
  TooLarge: "The body is over its limit (512 kB for JSON; uploads have their own).",
  UnsupportedMediaType: "The body is not UTF-8 JSON.",
  Unprocessable: "Understood but refused: an Idempotency-Key reused for another request, a picture too large to read.",
  ServerError: "A fault of the API: `{ \"message\": \"Internal server error\" }`, never details.",
  Unavailable: "A part of the API is switched off on this host (exports without the server's secret).",
} as const;

/** The error answers, the credentials and the shared shapes every operation refers to. */
export function registerComponents(registry: OpenAPIRegistry): void {
  registry.register("Error", apiErrorSchema);
  for (const [name, description] of Object.entries(ERROR_TEXT)) {
    registry.registerComponent("responses", name, { description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } });
  }
  registry.registerComponent("responses", "TooManyRequests", {
    description: "A rate limit or the allowance of wrong secrets is spent: wait `Retry-After` seconds.",
    headers: {
      "Retry-After": { description: "Seconds to wait before trying again.", schema: { type: "integer", minimum: 1 } },
      RateLimit: { description: "The limit's state (IETF draft 7), on the per-address limits.", schema: { type: "string" } },
      "RateLimit-Policy": { description: "The limit and its window, on the per-address limits.", schema: { type: "string" } },
    },
    content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
  });

  registry.registerComponent("securitySchemes", "staffSession", {
    type: "http",
    scheme: "bearer",
    description: "A staff member's session token from `POST /staff/sessions`.",
  });
  registry.registerComponent("securitySchemes", "adminToken", {
    type: "http",
    scheme: "bearer",
    description: "The host's ADMIN_TOKEN; on staff calls it acts as an owner with no person.",
  });
  registry.registerComponent("securitySchemes", "siteKey", {
    type: "apiKey",
    in: "header",
    name: SITE_KEY_HEADER,
    description: "The site server's key (SITE_KEY, docs/configuration.md): its reads skip the per-address read limit, and only it may make the `site` calls.",
  });
}

/** `?page=&per_page=` of the staff lists; answers are `Page` objects. */
export const pagingQuery = (maxPerPage: number, defaultPerPage: number) =>
  z.object({
    page: z.number().int().min(1).max(1_000_000).optional().openapi({ description: "1 is the first page.", default: 1 }),
    per_page: z.number().int().min(1).max(maxPerPage).optional().openapi({ default: defaultPerPage }),
  });

/** One page of a list, with the total of the whole list. */
export const pageOf = <Item extends z.ZodTypeAny>(item: Item) =>
  z.object({ data: z.array(item), page: z.number().int(), per_page: z.number().int(), total: z.number().int() });

export const idParam = (...names: string[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, z.number().int().min(1).openapi({ description: "A positive whole number." })])));

/** An answer whose fields docs/api.md lists in words; the document does not pin them down yet. */
export const objectAnswer = (description: string) => z.object({}).passthrough().openapi({ description });

/** The object under a schema's refinements and transforms: its fields are the query parameters. */
export function fieldsOf(schema: z.ZodTypeAny): z.AnyZodObject {
  let inner = schema;
  while (inner instanceof z.ZodEffects) inner = inner.innerType();
  if (!(inner instanceof z.ZodObject)) throw new Error("fieldsOf needs an object schema");
  return inner;
}
