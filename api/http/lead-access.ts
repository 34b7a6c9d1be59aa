import type { RequestHandler, Response } from "express";
import { LEAD_KINDS, type LeadKind } from "../../contract/leads";
import { may, refusalOf, refusalOfAny, type Action } from "../../contract/permissions";
import type { LeadFilters } from "../services/leads";
import { forbidden } from "./errors";
import { callerOf } from "./staff-auth";

type Step = "read" | "work";

/** Enquiries are the sales team's, applications the hiring team's (contract/permissions.ts). */
export const leadAction = (kind: LeadKind, step: Step): Action =>
  kind === "enquiry" ? `enquiries.${step}` : `applications.${step}`;

const isKind = (value: unknown): value is LeadKind => (LEAD_KINDS as readonly unknown[]).includes(value);

/** Whether someone holding `roles` may `step` leads of `kind`: for the caller, and for the member a lead is given to. */
export const mayLead = (roles: readonly string[], kind: LeadKind, step: Step): boolean => may(roles, leadAction(kind, step));

/** The kinds of lead the caller may `step`. */
export const allowedKinds = (res: Response, step: Step): LeadKind[] => LEAD_KINDS.filter((kind) => mayLead(callerOf(res).roles, kind, step));

/** For /staff/leads/:kind/…: 403 unless the caller's roles allow this kind; a bad kind falls through to its 400. */
export const leadKindAllowed =
  (step: Step): RequestHandler =>
  (req, res, next) => {
    const kind = req.params.kind ?? "application";
    next(!isKind(kind) || mayLead(callerOf(res).roles, kind, step) ? undefined : forbidden(refusalOf(leadAction(kind, step))));
  };

/** For calls about leads of more than one kind (bulk changes, the people leads are given to): 403 unless the caller may `step` some kind. */
export const someLeadKindAllowed =
  (step: Step): RequestHandler =>
  (_req, res, next) => {
    next(allowedKinds(res, step).length > 0 ? undefined : forbidden(refusalOfAny(LEAD_KINDS.map((kind) => leadAction(kind, step)))));
  };

/**
 * For a call that names its leads in its body (bulk changes): 403, naming none of them, unless the
 * caller may read and work every lead named. A lead is found by its kind and id, so the kind named
 * is the lead's own; nothing is changed before this holds for all of them.
 */
export function requireEachLead(res: Response, leads: readonly { kind: LeadKind }[]): void {
  const roles = callerOf(res).roles;
  for (const kind of new Set(leads.map((lead) => lead.kind))) {
    for (const step of ["read", "work"] as const) {
      if (!mayLead(roles, kind, step)) throw forbidden(refusalOf(leadAction(kind, step)));
    }
  }
}

/** The kinds of lead the caller may read. */
export const readableKinds = (res: Response): LeadKind[] => allowedKinds(res, "read");

/**
 * The inbox's filters narrowed to what the caller may read: a hiring-only member sees
 * applications alone, asking for enquiries is a 403, and someone who may read neither gets one too.
 */
export function readableFilters(res: Response, filters: LeadFilters): LeadFilters {
  const kinds = readableKinds(res);
  if (filters.kind && !kinds.includes(filters.kind)) throw forbidden(refusalOf(leadAction(filters.kind, "read")));
  if (kinds.length === 0) throw forbidden(refusalOfAny(LEAD_KINDS.map((kind) => leadAction(kind, "read"))));
  return kinds.length === 1 ? { ...filters, kind: kinds[0] } : filters;
}
