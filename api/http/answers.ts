import type { Request, RequestHandler, Response } from "express";
import { route } from "./errors";

type Handler = (req: Request, res: Response) => Promise<unknown>;

/** Answers 200 with what `handler` returns, as JSON. */
export function json(handler: Handler): RequestHandler {
  return route(async (req, res) => {
    res.json(await handler(req, res));
  });
}

/** Runs `handler`, then answers 204 without a body. */
export function noContent(handler: Handler): RequestHandler {
  return route(async (req, res) => {
    await handler(req, res);
    res.status(204).end();
  });
}
