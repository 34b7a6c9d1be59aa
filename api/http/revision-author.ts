import type { Response } from "express";
import { AUDIT_ADMIN_ACTOR } from "../../contract/audit";
import { callerOf } from "./staff-auth";

/** Who saved a revision: a member by name and email, the host's token by its usual name. */
export function revisionAuthor(res: Response): string {
  const caller = callerOf(res);
  return caller.kind === "member" ? `${caller.staff.name} <${caller.staff.email}>` : AUDIT_ADMIN_ACTOR;
}
