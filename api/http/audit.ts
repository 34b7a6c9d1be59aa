import type { Request, Response } from "express";
import { AUDIT_ADMIN_ACTOR, AUDIT_USER_AGENT_MAX, type AuditAction, type AuditSubjectType } from "../../contract/audit";
import type { Database } from "../db/client";
import { recordAuditEvent } from "../services/audit";
import { callerOf } from "./staff-auth";

export interface AuditEntry {
  action: AuditAction;
  subject?: { type: AuditSubjectType; id: string | number };
  /** One sentence a person reads in the log. */
  summary: string;
  /** What changed; never a password, token or code. */
  details?: Record<string, unknown>;
  /** Who acted when the call carries no session: a sign-in names the account it was for. */
  actor?: { id: number | null; name: string };
  /** The browser, when the call carries no session to read it from. */
  userAgent?: string | null;
}

/** Records what a staff call changed, who made it and from where (req.ip: the site forwards the visitor's). */
export type Audit = (req: Request, res: Response, entry: AuditEntry) => Promise<void>;

const short = (userAgent: string | null | undefined) => userAgent?.trim().slice(0, AUDIT_USER_AGENT_MAX) || null;

/** The actor and their browser: a member's session keeps the user agent it signed in with. */
function whoOf(res: Response): { id: number | null; name: string; userAgent: string | null } {
  const caller = res.locals.caller ? callerOf(res) : undefined;
  if (caller?.kind === "member") return { id: caller.staff.id, name: caller.staff.name, userAgent: caller.session.userAgent };
  return { id: null, name: AUDIT_ADMIN_ACTOR, userAgent: null };
}

export function auditWith(db: Database): Audit {
  return async (req, res, entry) => {
    const who = whoOf(res);
    const actor = entry.actor ?? who;
    await recordAuditEvent(db, {
      actorStaffId: actor.id,
      actorName: actor.name,
      action: entry.action,
      subjectType: entry.subject?.type ?? null,
      subjectId: entry.subject ? String(entry.subject.id) : null,
      summary: entry.summary,
      details: entry.details ?? {},
      ip: req.ip ?? null,
      userAgent: short(entry.userAgent !== undefined ? entry.userAgent : who.userAgent ?? req.get("User-Agent")),
    });
  };
}
