import type { RequestHandler } from "express";
import { secretsMatch } from "../security/tokens";
import { HttpError } from "./errors";

const unauthorized = (message: string) =>
  new HttpError(401, message, undefined, { "WWW-Authenticate": 'Bearer realm="agency-api"' });

/**
 * Agency-only calls need `Authorization: Bearer <ADMIN_TOKEN>`. Without a configured token
 * they are switched off entirely rather than open.
 */
export function requireAdmin(adminToken: string | undefined): RequestHandler {
  const configured = adminToken?.trim() ? adminToken : undefined;
  return (req, _res, next) => {
    if (!configured) {
      next(unauthorized("Admin API is disabled: ADMIN_TOKEN is not set on the server"));
      return;
    }
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get("Authorization") ?? "");
    if (!match) {
      next(unauthorized("Authorization: Bearer <admin token> is required"));
      return;
    }
    if (!secretsMatch(match[1], configured)) {
      next(unauthorized("Admin token is not valid"));
      return;
    }
    next();
  };
}
