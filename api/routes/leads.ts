import type { Request, Router } from "express";
import type { ApiContext } from "../context";
import { resumeDownload } from "./resume-download";
import { leadKindAllowed, readableFilters, readableKinds } from "../http/lead-access";
import { leadsCsv } from "../content/lead-csv";
import { withFollowUps } from "../leads/follow-ups";
import { followUpRoutes } from "../leads/routes";
import { resolveMine } from "../leads/filters";
import { asyncRouter } from "../http/async-router";
import { found, forbidden, notFound } from "../http/errors";
import { deleteNote, editNote, type NoteChange } from "../leads/notes";
import {
  authorOf,
  leadFiltersSchema,
  leadPagingSchema,
  leadPathSchema,
  notePathSchema,
  noteSchema,
  statusSchema,
} from "../http/lead-input";
import { jsonBody, parseInput, parsePath } from "../http/validation";
import { addNote, changeStatus, deleteLead, historyOf } from "../services/lead-history";
import { countNewLeads, findLead, findLeadEvents, findLeads, neighboursOf, pageOfLeads } from "../services/leads";

/** Today in the agency's calendar, for the export's file name. */
const agencyToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

const LEAD_NOT_FOUND = "Lead not found";

const leadPath = (req: Request) => parsePath(leadPathSchema, req.params, "Path");

const NOTE_NOT_FOUND = "Note not found on this lead (it may have been deleted)";
const NOT_AUTHOR = "Only the person who wrote a note can change or delete it";

/** 404 for a note of another lead or a deleted one, 403 for someone else's words. */
function applied(change: NoteChange): Extract<NoteChange, { result: "done" }> {
  if (change.result === "missing") throw notFound(NOTE_NOT_FOUND);
  if (change.result === "not-author") throw forbidden(NOT_AUTHOR);
  return change;
}

/** The lead inbox (docs/api.md, Leads). */
export function leadRoutes(context: ApiContext): Router {
  const { db, staff, can, site, audit } = context;
  const router = asyncRouter();
  router.use(followUpRoutes(context));

  router.get("/staff/leads", ...staff, async (req, res) => {
    const filters = readableFilters(res, parseInput(leadFiltersSchema, req.query, "Query"));
    const { page, per_page } = parseInput(leadPagingSchema, req.query, "Query");
    const leadsPage = await pageOfLeads(db, resolveMine(filters, res), page, per_page, readableKinds(res));
    res.json({ ...leadsPage, data: await withFollowUps(db, leadsPage.data) });
  });

  router.get("/staff/leads.csv", ...staff, async (req, res) => {
    const filters = readableFilters(res, parseInput(leadFiltersSchema, req.query, "Query"));
    const [leads, events] = await Promise.all([findLeads(db, filters), findLeadEvents(db, filters)]);
    await audit(req, res, { action: "leads_exported", summary: `Exported ${leads.length} lead(s) as CSV`, details: { count: leads.length, query: req.query } });
    const body = leadsCsv(leads, events);
    res
      .status(200)
      .type("text/csv; charset=utf-8")
      .attachment(`leads-${agencyToday()}.csv`)
      .send(body);
  });

  router.get("/staff/leads/counts", ...staff, async (_req, res) => {
    res.json({ new: await countNewLeads(db, readableKinds(res)) });
  });

  router.get(
    "/staff/leads/application/:id/resume",
    ...can("applications.read"),
    resumeDownload(db, LEAD_NOT_FOUND),
  );

  router.get("/staff/leads/:kind/:id/status", site, async (req, res) => {
    const { kind, id } = leadPath(req);
    const lead = found(await findLead(db, kind, id), LEAD_NOT_FOUND);
    // The owner, if any, is whom the site's 20-hour reminder goes to (docs/leads-follow-up.md).
    const [{ follow_up }] = await withFollowUps(db, [lead]);
    const owner = follow_up.assignee ? { name: follow_up.assignee.name, email: follow_up.assignee.email } : null;
    res.json({ status: lead.status, owner });
  });

  router.get("/staff/leads/:kind/:id/neighbours", ...staff, leadKindAllowed("read"), async (req, res) => {
    const { kind, id } = leadPath(req);
    // The walk goes through the leads the caller's inbox shows: never to a kind they may not read.
    const filters = resolveMine(readableFilters(res, parseInput(leadFiltersSchema, req.query, "Query")), res);
    found(await findLead(db, kind, id), LEAD_NOT_FOUND);
    res.json(await neighboursOf(db, filters, kind, id));
  });

  router.get("/staff/leads/:kind/:id", ...staff, leadKindAllowed("read"), async (req, res) => {
    const { kind, id } = leadPath(req);
    const lead = found(await findLead(db, kind, id), LEAD_NOT_FOUND);
    const [withOwner] = await withFollowUps(db, [lead]);
    res.json({ lead: withOwner, history: await historyOf(db, kind, id) });
  });

  router.post("/staff/leads/:kind/:id/status", ...staff, leadKindAllowed("work"), async (req, res) => {
    const { kind, id } = leadPath(req);
    const { status } = parseInput(statusSchema, jsonBody(req));
    found(await changeStatus(db, kind, id, status, authorOf(res)), LEAD_NOT_FOUND);
    await audit(req, res, { action: "lead_status_changed", subject: { type: "lead", id: `${kind}/${id}` }, summary: `Set ${kind} #${id} to ${status}`, details: { status } });
    res.json({ lead: await findLead(db, kind, id) });
  });

  router.post("/staff/leads/:kind/:id/notes", ...staff, leadKindAllowed("work"), async (req, res) => {
    const { kind, id } = leadPath(req);
    const { body } = parseInput(noteSchema, jsonBody(req));
    const note = found(await addNote(db, kind, id, body, authorOf(res)), LEAD_NOT_FOUND);
    await audit(req, res, { action: "lead_note_added", subject: { type: "lead", id: `${kind}/${id}` }, summary: `Added a note to ${kind} #${id}` });
    res.status(201).json({ note });
  });

  router.patch("/staff/leads/:kind/:id/notes/:noteId", ...staff, leadKindAllowed("work"), async (req, res) => {
    const { kind, id, noteId } = parsePath(notePathSchema, req.params, "Path");
    const { body } = parseInput(noteSchema, jsonBody(req));
    const { editedAt } = applied(await editNote(db, kind, id, noteId, body, authorOf(res)));
    await audit(req, res, { action: "lead_note_edited", subject: { type: "lead", id: `${kind}/${id}` }, summary: `Edited note #${noteId} of ${kind} #${id}` });
    res.json({ note: { id: noteId, body, edited_at: editedAt?.toISOString() ?? null } });
  });

  router.delete("/staff/leads/:kind/:id/notes/:noteId", ...staff, leadKindAllowed("work"), async (req, res) => {
    const { kind, id, noteId } = parsePath(notePathSchema, req.params, "Path");
    applied(await deleteNote(db, kind, id, noteId, authorOf(res)));
    await audit(req, res, { action: "lead_note_deleted", subject: { type: "lead", id: `${kind}/${id}` }, summary: `Deleted note #${noteId} of ${kind} #${id}` });
    res.status(204).end();
  });

  router.delete("/staff/leads/:kind/:id", ...can("leads.delete"), async (req, res) => {
    const { kind, id } = leadPath(req);
    found(await deleteLead(db, kind, id), LEAD_NOT_FOUND);
    context.events.emit("leadsChanged", { kind });
    await audit(req, res, { action: "lead_deleted", subject: { type: "lead", id: `${kind}/${id}` }, summary: `Deleted ${kind} #${id}` });
    res.status(204).end();
  });

  return router;
}
