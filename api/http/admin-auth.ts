import type { RequestHandler } from "express";
import { secretsMatch } from "../security/tokens";
import { HttpError } from "./errors";
import type { FailureLimits } from "./failure-limits";

const unauthorized = (message: string) =>
  new HttpError(401, message, undefined, { "WWW-Authenticate": 'Bearer realm="agency-api"' });

/**
 * Agency-only calls need `Authorization: Bearer <ADMIN_TOKEN>`. Without a configured token
 * they are switched off entirely rather than open. A presented token takes an attempt from the
 * address's allowance for secrets, the one /staff calls use too, so the token is guessed no
 * faster one way than the other.
 */
export function requireAdmin(adminToken: string | undefined, limits: FailureLimits): RequestHandler {
  const configured = adminToken?.trim() ? adminToken : undefined;
  return (req, _res, next) => {
    (async () => {
      if (!configured) throw unauthorized("Admin API is disabled: ADMIN_TOKEN is not set on the server");
      const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get("Authorization") ?? "");
      if (!match) throw unauthorized("Authorization: Bearer <admin token> is required");
      const attempt = await limits.startSecret(req);
      if (!secretsMatch(match[1], configured)) throw unauthorized("Admin token is not valid");
      await attempt.accepted();
    })().then(() => next(), next);
  };
}
