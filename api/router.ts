import express, { type RequestHandler, type Router } from "express";
import { sql } from "drizzle-orm";
import { VISITOR_HEADER } from "../contract/headers";
import type { ApiContext } from "./context";
import { asyncRouter } from "./http/async-router";
import { errorHandler, unknownApiPath } from "./http/errors";
import { JSON_BODY_LIMIT } from "./limits";
import { serveOpenApiDocument } from "./openapi/serve";
import { applicationRoutes } from "./routes/applications";
import { auditRoutes } from "./routes/audit";
import { blogRoutes } from "./routes/blogs";
import { caseStudyRoutes } from "./routes/case-studies";
import { commentRoutes } from "./routes/comments";
import { consentRoutes } from "./routes/consents";
import { countryRoutes } from "./routes/countries";
import { dataRoutes } from "./routes/data";
import { enquiryRoutes } from "./routes/enquiries";
import { imageRoutes } from "./routes/images";
import { intakeRoutes } from "./routes/intake";
import { insightRoutes } from "./routes/insights";
import { leadRoutes } from "./routes/leads";
import { likeRoutes } from "./routes/likes";
import { mediaRoutes } from "./routes/media";
import { moderationRoutes } from "./routes/moderation";
import { openingRoutes } from "./routes/openings";
import { privacyRoutes } from "./routes/privacy";
import { hiringRoutes } from "./hiring/routes";
import { siteContentRoutes } from "./routes/site-content";
import { staffAccountRoutes } from "./routes/staff-accounts";
import { staffPostRoutes } from "./routes/staff-posts";
import { staffSessionRoutes } from "./routes/staff-sessions";

/** Personal data and per-visitor state must never sit in a shared cache. */
const noStoreForWrites: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" || req.get("Authorization") || req.get(VISITOR_HEADER)) {
    res.set("Cache-Control", "private, no-store");
  }
  next();
};

/** Staff answers hold personal data and session state, whatever the method. */
const noStore: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", "private, no-store");
  next();
};

// Mounted in two groups around `noStore`. The first group's few /staff paths (the staff blog reads)
// answer before it; noStoreForWrites marks them, as they carry a token.
const ROUTES_BEFORE_NO_STORE = [blogRoutes, commentRoutes, likeRoutes, enquiryRoutes, applicationRoutes, countryRoutes];
const ROUTES_AFTER_NO_STORE = [
  staffAccountRoutes,
  staffSessionRoutes,
  intakeRoutes,
  leadRoutes,
  moderationRoutes,
  staffPostRoutes,
  imageRoutes,
  mediaRoutes,
  consentRoutes,
  openingRoutes,
  caseStudyRoutes,
  siteContentRoutes,
  auditRoutes,
  privacyRoutes,
  hiringRoutes,
  dataRoutes,
  insightRoutes,
];

/** The whole API as one Router, so it can be mounted under /api by any Express app. */
export function createRouter(context: ApiContext): Router {
  const router = asyncRouter();
  router.use(express.json({ limit: JSON_BODY_LIMIT }));
  router.use(noStoreForWrites);

  router.get("/health", async (_req, res) => {
    await context.db.execute(sql`select 1`);
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/openapi.json", serveOpenApiDocument());

  for (const routes of ROUTES_BEFORE_NO_STORE) router.use(routes(context));
  router.use("/staff", noStore);
  for (const routes of ROUTES_AFTER_NO_STORE) router.use(routes(context));

  router.use(unknownApiPath);
  router.use(errorHandler);
  return router;
}
