import express, { type RequestHandler, Router } from "express";
import { sql } from "drizzle-orm";
import { VISITOR_HEADER } from "../contract/headers";
import type { ApiContext } from "./context";
import { errorHandler, route, unknownApiPath } from "./http/errors";
import { JSON_BODY_LIMIT } from "./limits";
import { applicationRoutes } from "./routes/applications";
import { blogRoutes } from "./routes/blogs";
import { commentRoutes } from "./routes/comments";
import { consentRoutes } from "./routes/consents";
import { countryRoutes } from "./routes/countries";
import { enquiryRoutes } from "./routes/enquiries";
import { imageRoutes } from "./routes/images";
import { leadRoutes } from "./routes/leads";
import { likeRoutes } from "./routes/likes";
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

/** The whole API as one Router, so it can be mounted under /api by any Express app. */
export function createRouter(context: ApiContext): Router {
  const router = Router();
  router.use(express.json({ limit: JSON_BODY_LIMIT }));
  router.use(noStoreForWrites);

  router.get(
    "/health",
    route(async (_req, res) => {
      await context.db.execute(sql`select 1`);
      res.set("Cache-Control", "no-store").json({ status: "ok" });
    }),
  );

  router.use(blogRoutes(context));
  router.use(commentRoutes(context));
  router.use(likeRoutes(context));
  router.use(enquiryRoutes(context));
  router.use(applicationRoutes(context));
  router.use(countryRoutes(context));
  router.use("/staff", noStore);
  router.use(staffAccountRoutes(context));
  router.use(staffSessionRoutes(context));
  router.use(leadRoutes(context));
  router.use(staffPostRoutes(context));
  router.use(imageRoutes(context));
  router.use(consentRoutes(context));

  router.use(unknownApiPath);
  router.use(errorHandler);
  return router;
}
