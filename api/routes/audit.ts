import type { Router } from "express";
import type { ApiContext } from "../context";
import { asyncRouter } from "../http/async-router";
import { auditFiltersSchema, auditPagingSchema } from "../http/audit-input";
import { parseInput } from "../http/validation";
import { pageOfAuditEvents } from "../services/audit";

/** The audit log, for owners (docs/api.md, Audit log). */
export function auditRoutes({ db, can }: ApiContext): Router {
  const router = asyncRouter();

  router.get("/staff/audit", ...can("audit.read"), async (req, res) => {
    const filters = parseInput(auditFiltersSchema, req.query, "Query");
    const { page, per_page } = parseInput(auditPagingSchema, req.query, "Query");
    res.json(await pageOfAuditEvents(db, filters, page, per_page));
  });

  return router;
}
