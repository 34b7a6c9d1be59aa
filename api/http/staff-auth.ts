import type { RequestHandler, Response } from "express";
import type { Role } from "../../contract/permissions";
import type { Database } from "../db/client";
import { secretsMatch } from "../security/tokens";
import type { StaffRow } from "../services/staff-members";
import { sessionOfToken, type SessionRow } from "../services/staff-sessions";
import { HttpError, forbidden } from "./errors";
import type { FailureLimits } from "./failure-limits";

/** Who is calling a /staff endpoint: a signed-in member, or the host's ADMIN_TOKEN acting as an owner. */
export type Caller =
  | { kind: "admin"; roles: Role[] }
  | { kind: "member"; roles: Role[]; staff: StaffRow; session: SessionRow };

export type MemberCaller = Extract<Caller, { kind: "member" }>;

const unauthorized = (message: string) =>
  new HttpError(401, message, undefined, { "WWW-Authenticate": 'Bearer realm="agency-api"' });

export function callerOf(res: Response): Caller {
  return res.locals.caller as Caller;
}

/** Calls about "me" (my sessions, my two-factor) need a person; the admin token is nobody. */
export function memberOf(res: Response): MemberCaller {
  const caller = callerOf(res);
  if (caller.kind !== "member") throw forbidden("This call needs a staff session, not the admin token");
  return caller;
}

/**
 * Accepts a live session token or the admin token. Each presented token takes an attempt from the
 * address's allowance before it is looked up, given back when it was right: guesses are counted
 * whichever way they come, the site's forwarded calls included.
 */
export function requireStaff(db: Database, adminToken: string | undefined, limits: FailureLimits): RequestHandler {
  const admin = adminToken?.trim() ? adminToken : undefined;
  return (req, res, next) => {
    (async () => {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get("Authorization") ?? "");
      if (!match) throw unauthorized("Sign in first: Authorization: Bearer <session token> is required");
      const attempt = await limits.startSecret(req);
      if (admin && secretsMatch(match[1], admin)) {
        await attempt.accepted();
        res.locals.caller = { kind: "admin", roles: ["owner"] } satisfies Caller;
        return;
      }
      const found = await sessionOfToken(db, match[1]);
      if (!found) throw unauthorized("Your session has ended: sign in again");
      await attempt.accepted();
      res.locals.caller = { kind: "member", roles: found.staff.roles, ...found } satisfies Caller;
    })().then(() => next(), next);
  };
}

export const ownerOnly: RequestHandler = (_req, res, next) => {
  next(callerOf(res).roles.includes("owner") ? undefined : forbidden("Only an owner can do this"));
};
