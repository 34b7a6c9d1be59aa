import type { RequestHandler } from "express";
import { canEditSiteContent } from "../../contract/site-content/access";
import { forbidden } from "./errors";
import { callerOf } from "./staff-auth";

/** After `staff`: only the roles that edit site content (contract/site-content/access.ts). */
export const siteContentEditors: RequestHandler = (_req, res, next) => {
  next(canEditSiteContent(callerOf(res).role) ? undefined : forbidden("Your role cannot edit site content"));
};
