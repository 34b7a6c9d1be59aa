import type { RequestHandler } from "express";
import { PAGING } from "../limits";
import { route } from "./async-router";
import { pagingSchema, parseInput } from "./validation";

/** An agency-only list: checks ?page=&per_page= and answers with that page. */
export function pagedList(pageOf: (page: number, perPage: number) => Promise<object>): RequestHandler {
  return route(async (req, res) => {
    const { page, per_page } = parseInput(pagingSchema(PAGING.maxPerPage, PAGING.defaultPerPage), req.query, "Query");
    res.json(await pageOf(page, per_page));
  });
}
