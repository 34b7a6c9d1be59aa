import type { RequestHandler, Response } from "express";
import { LEAD_KINDS, type LeadKind } from "../../contract/leads";
import { may, refusalOf, type Action } from "../../contract/permissions";
import type { LeadFilters } from "../services/leads";
import { forbidden } from "./errors";
import { callerOf } from "./staff-auth";

/** Enquiries are the sales team's, applications the hiring team's (contract/permissions.ts). */
export const leadAction = (kind: LeadKind, step: "read" | "work"): Action =>
  kind === "enquiry" ? `enquiries.${step}` : `applications.${step}`;

const isKind = (value: unknown): value is LeadKind => (LEAD_KINDS as readonly unknown[]).includes(value);

/** For /staff/leads/:kind/…: 403 unless the caller's roles allow this kind; a bad kind falls through to its 400. */
export const leadKindAllowed =
  (step: "read" | "work"): RequestHandler =>
  (req, res, next) => {
    const kind = req.params.kind ?? "application";
    next(!isKind(kind) || may(callerOf(res).roles, leadAction(kind, step)) ? undefined : forbidden(refusalOf(leadAction(kind, step))));
  };

/** The kinds of lead the caller may read. */
export const readableKinds = (res: Response): LeadKind[] => LEAD_KINDS.filter((kind) => may(callerOf(res).roles, leadAction(kind, "read")));

/**
 * The inbox's filters narrowed to what the caller may read: a hiring-only member sees
 * applications alone, asking for enquiries is a 403, and someone who may read neither gets one too.
 */
export function readableFilters(res: Response, filters: LeadFilters): LeadFilters {
  const kinds = readableKinds(res);
  if (filters.kind && !kinds.includes(filters.kind)) throw forbidden(refusalOf(leadAction(filters.kind, "read")));
  if (kinds.length === 0) throw forbidden(refusalOf("enquiries.read"));
  return kinds.length === 1 ? { ...filters, kind: kinds[0] } : filters;
}
