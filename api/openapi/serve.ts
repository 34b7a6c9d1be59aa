import type { RequestHandler } from "express";
import { buildOpenApiDocument } from "./document";

/** GET /api/openapi.json: the contract, built on the first request and kept (it changes only with the code). */
export function serveOpenApiDocument(): RequestHandler {
  let body: string | undefined;
  return (_req, res) => {
    body ??= JSON.stringify(buildOpenApiDocument());
    res.set("Cache-Control", "public, max-age=3600").type("json").send(body);
  };
}
