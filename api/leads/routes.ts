import type { Router } from "express";
import type { LeadKind } from "../../contract/leads";
import { may, refusalOf } from "../../contract/permissions";
import { allowedKinds, leadAction, leadKindAllowed, mayLead, requireEachLead, someLeadKindAllowed } from "../http/lead-access";
import type { ApiContext } from "../context";
import { asyncRouter } from "../http/async-router";
import { badRequest, forbidden, found } from "../http/errors";
import { authorOf, leadPathSchema } from "../http/lead-input";
import { jsonBody, parseInput, parsePath } from "../http/validation";
import { listStaff } from "../services/staff-members";
import { addNote, changeStatus } from "../services/lead-history";
import { findLead } from "../services/leads";
import { assigneeProblem, assignLead, claimDueReminders, recordContact, releaseReminders, setNextStep, setOutcome, withFollowUps } from "./follow-ups";
import { assigneeSchema, assigneesQuerySchema, bulkSchema, releaseSchema, callOutcomeSchema, contactSchema, nextStepSchema, outcomeSchema, settingsSchema } from "./input";
import { callOutcomeNote } from "./call-outcome";
import { readLeadSettings, updateLeadSettings } from "./settings";
import { liveTokenOf } from "./live-token";
import { callerOf, memberOf } from "../http/staff-auth";

const LEAD_NOT_FOUND = "Lead not found";
const NO_SUCH_MEMBER = "staff_id is not a member of the staff";
const KIND_WORDS: Record<LeadKind, string> = { enquiry: "enquiries", application: "job applications" };
const NOT_THEIRS = (kinds: readonly LeadKind[]) =>
  `staff_id: this member's roles do not let them work ${kinds.map((kind) => KIND_WORDS[kind]).join(" or ")}, so the lead cannot be theirs`;

/** An assignment refused for its person: 400 naming why (a missing lead is the caller's 404). */
function refuseAssignee(problem: "lead" | "staff" | "ineligible" | null, kinds: readonly LeadKind[]): void {
  if (problem === "staff") throw badRequest(NO_SUCH_MEMBER);
  if (problem === "ineligible") throw badRequest(NOT_THEIRS(kinds));
}

/** Owners, next steps, outcomes, contact attempts and the lead settings (docs/leads-follow-up.md). */
export function followUpRoutes({ db, staff, can, site }: ApiContext): Router {
  const owner = can("settings.manage");
  const leadWork = [...staff, leadKindAllowed("work")];
  const router = asyncRouter();
  const leadOf = (params: unknown) => parsePath(leadPathSchema, params, "Path");
  const answerLead = async (kind: "enquiry" | "application", id: number) => {
    const lead = found(await findLead(db, kind, id), LEAD_NOT_FOUND);
    return { lead: (await withFollowUps(db, [lead]))[0] };
  };

  // Whom a lead can be given to: only to those who assign leads, only members who may work that
  // kind (all the kinds the caller works, without ?kind=), and their emails only to owners, who
  // set the rotation with them; the others choose by name.
  router.get("/staff/lead-assignees", ...staff, someLeadKindAllowed("work"), async (req, res) => {
    const { kind } = parseInput(assigneesQuerySchema, req.query, "Query");
    if (kind && !allowedKinds(res, "work").includes(kind)) throw forbidden(refusalOf(leadAction(kind, "work")));
    const kinds = kind ? [kind] : allowedKinds(res, "work");
    const withEmail = may(callerOf(res).roles, "settings.manage");
    const members = (await listStaff(db)).filter((member) => kinds.some((one) => mayLead(member.roles, one, "work")));
    res.json({ data: members.map(({ id, name, email }) => ({ id, name, ...(withEmail ? { email } : {}) })) });
  });

  // For the live inbox's socket (api/realtime.ts): a person's session only; the admin token is nobody's inbox.
  router.post("/staff/live-token", ...staff, (_req, res) => {
    res.set("Cache-Control", "private, no-store").json(liveTokenOf(memberOf(res).session));
  });

  // The rotation names members with their emails: the owners' page alone reads it. The console's
  // call and WhatsApp links read the templates as the site does (/staff/whatsapp-templates).
  router.get("/staff/lead-settings", ...owner, async (_req, res) => {
    res.json(await readLeadSettings(db));
  });

  router.put("/staff/lead-settings", ...owner, async (req, res) => {
    const change = parseInput(settingsSchema, jsonBody(req));
    if (change.rotation_staff_ids?.length) {
      const known = new Set((await listStaff(db)).map((member) => member.id));
      const unknown = change.rotation_staff_ids.find((id) => !known.has(id));
      if (unknown !== undefined) throw badRequest(`rotation_staff_ids: ${unknown} is not a member of the staff`);
    }
    res.json(await updateLeadSettings(db, change));
  });

  // The site's new-lead mail fills its WhatsApp link from these, with its key.
  router.get("/staff/whatsapp-templates", site, async (_req, res) => {
    res.json((await readLeadSettings(db)).whatsapp_templates);
  });

  router.post("/staff/lead-reminders/claim", site, async (_req, res) => {
    res.json({ data: await claimDueReminders(db, new Date()) });
  });

  router.post("/staff/lead-reminders/release", site, async (req, res) => {
    const { reminders } = parseInput(releaseSchema, jsonBody(req));
    res.json({ released: await releaseReminders(db, reminders) });
  });

  // Each lead named is checked against the caller's roles by its kind before anything changes:
  // one the caller may not read and work refuses the whole request (403, naming no lead).
  router.post("/staff/leads/bulk", ...staff, someLeadKindAllowed("work"), async (req, res) => {
    const input = parseInput(bulkSchema, jsonBody(req));
    requireEachLead(res, input.leads);
    const kinds = [...new Set(input.leads.map((lead) => lead.kind))];
    if (input.action === "assign" && input.staff_id != null) refuseAssignee(await assigneeProblem(db, input.staff_id, kinds), kinds);
    const author = authorOf(res);
    let changed = 0;
    // Leads given to a new owner, with their follow-up: the site emails each owner of theirs.
    const assigned: Awaited<ReturnType<typeof answerLead>>["lead"][] = [];
    for (const { kind, id } of input.leads) {
      if (input.action === "assign") {
        const result = await assignLead(db, kind, id, input.staff_id ?? null);
        if (!result.ok) refuseAssignee(result.reason, [kind]);
        if (result.ok) changed += 1;
        if (result.ok && result.changed && result.assignee) assigned.push((await answerLead(kind, id)).lead);
      } else if (await changeStatus(db, kind, id, input.action === "spam" ? "spam" : input.status!, author)) {
        changed += 1;
      }
    }
    res.json({ changed, assigned });
  });

  router.post("/staff/leads/:kind/:id/assignee", ...leadWork, async (req, res) => {
    const { kind, id } = leadOf(req.params);
    const { staff_id } = parseInput(assigneeSchema, jsonBody(req));
    const result = await assignLead(db, kind, id, staff_id);
    if (!result.ok) refuseAssignee(result.reason, [kind]);
    found(result.ok, LEAD_NOT_FOUND);
    res.json({ ...(await answerLead(kind, id)), changed: result.ok && result.changed });
  });

  router.post("/staff/leads/:kind/:id/next-step", ...leadWork, async (req, res) => {
    const { kind, id } = leadOf(req.params);
    const step = parseInput(nextStepSchema, jsonBody(req));
    found(await setNextStep(db, kind, id, step.at && step.text ? { at: step.at, text: step.text } : null), LEAD_NOT_FOUND);
    res.json(await answerLead(kind, id));
  });

  router.post("/staff/leads/:kind/:id/outcome", ...leadWork, async (req, res) => {
    const { kind, id } = leadOf(req.params);
    const input = parseInput(outcomeSchema, jsonBody(req));
    const kept = await db.transaction((tx) =>
      setOutcome(tx, kind, id, input.outcome === "won" ? { value_rupees: input.value_rupees } : { lost_reason: input.reason }),
    );
    found(kept, LEAD_NOT_FOUND);
    await changeStatus(db, kind, id, input.outcome, authorOf(res));
    res.json(await answerLead(kind, id));
  });

  router.post("/staff/leads/:kind/:id/contacts", ...leadWork, async (req, res) => {
    const { kind, id } = leadOf(req.params);
    const { channel } = parseInput(contactSchema, jsonBody(req));
    found(await recordContact(db, kind, id, channel, authorOf(res)), LEAD_NOT_FOUND);
    res.status(201).json({ recorded: true });
  });

  router.post("/staff/leads/:kind/:id/call-outcome", ...leadWork, async (req, res) => {
    const { kind, id } = leadOf(req.params);
    const input = parseInput(callOutcomeSchema, jsonBody(req));
    found(await addNote(db, kind, id, callOutcomeNote(input), authorOf(res)), LEAD_NOT_FOUND);
    if (input.call_back_at) {
      await setNextStep(db, kind, id, { at: input.call_back_at, text: "Call back" });
    }
    res.status(201).json(await answerLead(kind, id));
  });

  return router;
}
