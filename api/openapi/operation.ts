import type { OpenAPIRegistry, ResponseConfig } from "@asteasolutions/zod-to-openapi";
import type { AnyZodObject, ZodTypeAny } from "zod";

/** Who may call: anyone, the site's server (X-Site-Key), a staff session or the admin token, the admin token only. */
export type Access = "public" | "site" | "staff" | "admin";

/** The rate limit a call counts against (docs/api.md, Limits); "secrets" is the allowance of wrong tokens and passwords. */
export type Limit = "reads" | "forms" | "comments" | "likes" | "consents" | "secrets";

interface Answer {
  status: number;
  description: string;
  schema?: ZodTypeAny;
  contentType?: string;
}

export interface Operation {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** OpenAPI style, under /api: `/blogs/slug/{slug}`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  /** The staff permission the call takes (contract/permissions.ts). */
  permission?: string;
  limit?: Limit;
  params?: AnyZodObject;
  query?: AnyZodObject;
  headers?: AnyZodObject;
  body?: ZodTypeAny;
  /** Default JSON. */
  bodyType?: "application/json" | "multipart/form-data";
  ok: Answer;
  /** Other answers that are not errors (a 301, a 200 beside a 201). */
  more?: Answer[];
  /** Answers besides the ones access, limit and input imply. */
  errors?: (404 | 409 | 413 | 415 | 422 | 503)[];
}

const SECURITY: Record<Access, Record<string, string[]>[] | undefined> = {
  public: undefined,
  site: [{ siteKey: [] }],
  staff: [{ staffSession: [] }, { adminToken: [] }],
  admin: [{ adminToken: [] }],
};

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

const ERROR_RESPONSES = {
  400: "BadRequest",
  401: "Unauthorized",
  403: "Forbidden",
  404: "NotFound",
  409: "Conflict",
  413: "TooLarge",
  415: "UnsupportedMediaType",
  422: "Unprocessable",
  429: "TooManyRequests",
  500: "ServerError",
  503: "Unavailable",
} as const;

/** Every error an operation can answer, from who may call it, its limit and its input. */
function errorsOf(operation: Operation): number[] {
  const codes = new Set<number>(operation.errors ?? []);
  const takesInput = operation.body || operation.query || operation.params || operation.headers;
  if (takesInput || operation.method !== "get") codes.add(400);
  if (operation.body && operation.bodyType !== "multipart/form-data") codes.add(413).add(415);
  if (operation.access !== "public") codes.add(401);
  if (operation.access === "staff") codes.add(403).add(429);
  if (operation.access === "admin") codes.add(429);
  if (operation.limit) codes.add(429);
  codes.add(500);
  return [...codes].sort();
}

/** Registers one call of the API with its inputs, its answer and every error it may give. */
export function describe(registry: OpenAPIRegistry, operation: Operation): void {
  const responses: Record<string, ResponseConfig | { $ref: string }> = {};
  for (const answer of [operation.ok, ...(operation.more ?? [])]) {
    responses[answer.status] = {
      description: answer.description,
      ...(answer.schema ? { content: { [answer.contentType ?? "application/json"]: { schema: answer.schema } } } : {}),
    };
  }
  for (const code of errorsOf(operation)) responses[code] = ref(ERROR_RESPONSES[code as keyof typeof ERROR_RESPONSES]);
  const notes = [
    operation.description,
    operation.permission && `Staff permission: \`${operation.permission}\`.`,
    operation.limit && `Rate limit: \`${operation.limit}\` (docs/api.md, Limits).`,
  ].filter(Boolean);
  registry.registerPath({
    method: operation.method,
    path: operation.path,
    tags: [operation.tag],
    summary: operation.summary,
    ...(notes.length ? { description: notes.join("\n\n") } : {}),
    ...(SECURITY[operation.access] ? { security: SECURITY[operation.access] } : {}),
    request: {
      ...(operation.params ? { params: operation.params } : {}),
      ...(operation.query ? { query: operation.query } : {}),
      ...(operation.headers ? { headers: operation.headers } : {}),
      ...(operation.body
        ? { body: { required: true, content: { [operation.bodyType ?? "application/json"]: { schema: operation.body } } } }
        : {}),
    },
    responses,
  });
}
