import type { RequestHandler } from "express";
import { may, refusalOf, type Action } from "../../contract/permissions";
import { forbidden } from "./errors";
import { callerOf } from "./staff-auth";

/** After requireStaff: lets the call through when the caller's roles allow `action`, else 403 saying which role it takes. */
export const allowed =
  (action: Action): RequestHandler =>
  (_req, res, next) => {
    next(may(callerOf(res).roles, action) ? undefined : forbidden(refusalOf(action)));
  };
