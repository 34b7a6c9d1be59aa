import type { Router } from "express";
import { inArray } from "drizzle-orm";
import { visitBatchSchema } from "../../contract/visits";
import type { ApiContext } from "../context";
import { staffMembers } from "../db/schema";
import { asyncRouter } from "../http/async-router";
import { insightsRangeSchema } from "../http/insights-input";
import { jsonBody, parseInput } from "../http/validation";
import { insightsFor, previousRange, type DayRange } from "../services/insights";
import { addVisits } from "../services/visits";

async function withPrevious(context: ApiContext, range: DayRange) {
  const [current, previous] = await Promise.all([insightsFor(context.db, range), insightsFor(context.db, previousRange(range))]);
  return { current, previous };
}

/** Visit counts from the site's server, and the dashboard's figures (docs/insights.md). */
export function insightRoutes(context: ApiContext): Router {
  const { db, can, site } = context;
  const owner = can("insights.read");
  const router = asyncRouter();

  // The site's server adds its counts every few seconds; only it holds the key.
  router.post("/visits", site, async (req, res) => {
    const { rows } = parseInput(visitBatchSchema, jsonBody(req));
    await addVisits(db, rows);
    res.status(204).end();
  });

  router.get("/staff/insights", ...owner, async (req, res) => {
    res.json(await withPrevious(context, parseInput(insightsRangeSchema, req.query, "Query")));
  });

  // The weekly mail: the figures of a week and the one before, and the owners to send them to.
  router.get("/insights/weekly", site, async (req, res) => {
    const figures = await withPrevious(context, parseInput(insightsRangeSchema, req.query, "Query"));
    const owners = await db.select({ email: staffMembers.email }).from(staffMembers).where(inArray(staffMembers.role, ["owner"]));
    res.set("Cache-Control", "private, no-store").json({ ...figures, owners: owners.map((row) => row.email) });
  });

  return router;
}
