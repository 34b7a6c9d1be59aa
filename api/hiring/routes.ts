import type { Router } from "express";
import { z } from "zod";
import { isOneLine } from "../../contract/one-line";
import type { ApiContext } from "../context";
import { asyncRouter } from "../http/async-router";
import { parseInput } from "../http/validation";
import { boardOf } from "./board";

// A position is one line of text: a control character (a NUL, which PostgreSQL refuses) is a 400, not a 500.
export const boardQuery = z.object({
  position: z
    .string()
    .trim()
    .max(200, "is longer than 200 characters")
    .refine(isOneLine, "must be one line of text")
    .optional(),
});

/** The hiring board (docs/hiring.md): one position's applications by stage. Moves use the lead's status call. */
export function hiringRoutes({ db, can }: ApiContext): Router {
  const router = asyncRouter();
  router.get("/staff/hiring/board", ...can("applications.read"), async (req, res) => {
    const { position } = parseInput(boardQuery, req.query, "Query");
    res.json(await boardOf(db, position || undefined));
  });
  return router;
}
