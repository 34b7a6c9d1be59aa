import { z } from "zod";
import { HttpResponse } from "msw";
import { countsSchema, leadDetailSchema, leadListSchema, leadSchema, neighboursSchema } from "~/lib/console/api-types";
import { assigneesSchema, leadSettingsSchema, whatsappTemplatesSchema } from "~/lib/console/follow-up";
import type { LeadKind } from "~/lib/console/leads";
import { checked, noContent, stub, type Call, type StubAnswer } from "./stub";

/** A lead (an enquiry or a job application) as the staff API sends one. */
export type ApiLead = z.input<typeof leadSchema>;

/** Enquiry 42 from Meera, new, from the contact form; `overrides` changes any field. */
export function apiLead(overrides: Partial<ApiLead> = {}): ApiLead {
  return checked(leadSchema, {
    kind: "enquiry",
    id: 42,
    name: "Meera Joshi",
    email: "meera@example.com",
    phone: "+919876543210",
    service: "Web Development",
    message: "A new site, please.",
    form: "contact",
    utm: { utm_source: "google" },
    status: "new",
    received_at: "2026-11-23T10:00:00Z",
    resume: null,
    ...overrides,
  }, "apiLead");
}

const leadPath = (kind: LeadKind, id: number | string) => `/staff/leads/${kind}/${id}`;

/** The staff calls for leads (the inbox). */
export const staffLeads = {
  /** GET /staff/leads: one page of the inbox (`page`, `total`, `new_count` by `overrides`). */
  list: (items: ApiLead[] | ((call: Call) => ApiLead[]), overrides: Partial<z.input<typeof leadListSchema>> = {}) =>
    stub("get", "/staff/leads", leadListSchema, (call) => {
      const data = typeof items === "function" ? items(call) : items;
      return { data, page: 1, per_page: 25, total: data.length, ...overrides };
    }),
  /** GET /staff/leads/counts: how many are new. */
  counts: (count: number) => stub("get", "/staff/leads/counts", countsSchema, { new: count }),
  /** GET /staff/leads/:kind/:id: the lead with its history, or a failure. */
  get: (lead: ApiLead | Response = apiLead(), kind: LeadKind = "enquiry", id: number | string = 42) =>
    stub("get", leadPath(kind, id), leadDetailSchema, lead instanceof Response ? lead : { lead, history: [] }),
  /** POST /staff/leads/:kind/:id/status: the lead after the change. */
  setStatus: (answer: StubAnswer<{ lead: ApiLead }>, kind: LeadKind = "enquiry", id: number | string = 42) =>
    stub("post", `${leadPath(kind, id)}/status`, z.object({ lead: leadSchema }), answer),
  /** POST /staff/leads/:kind/:id/notes: the note is kept (201). */
  addNote: (answer: StubAnswer<Record<string, unknown>> = {}, kind: LeadKind = "enquiry", id: number | string = 42) =>
    stub("post", `${leadPath(kind, id)}/notes`, z.record(z.unknown()), answer, { status: 201 }),
  /** PATCH /staff/leads/:kind/:id/notes/:noteId: the note's new text, or a failure (403: not its author). */
  editNote: (noteId: number, answer: StubAnswer<Record<string, unknown>> = {}, kind: LeadKind = "enquiry", id: number | string = 42) =>
    stub("patch", `${leadPath(kind, id)}/notes/${noteId}`, z.record(z.unknown()), answer),
  /** DELETE /staff/leads/:kind/:id/notes/:noteId: 204, or a failure (403: not its author, 404: gone). */
  deleteNote: (noteId: number, answer: Response = noContent(), kind: LeadKind = "enquiry", id: number | string = 42) =>
    stub("delete", `${leadPath(kind, id)}/notes/${noteId}`, z.null(), answer),
  /** DELETE /staff/leads/:kind/:id: 204, or a failure (403: not an owner). */
  remove: (answer: Response = noContent(), kind: LeadKind = "enquiry", id: number | string = 42) =>
    stub("delete", leadPath(kind, id), z.null(), answer),
  /** GET /staff/leads/:kind/:id/neighbours: the previous and next lead in the list, or a failure. */
  neighbours: (answer: z.input<typeof neighboursSchema> | Response = { newer: null, older: null }, kind: LeadKind = "enquiry", id: number | string = 42) =>
    stub("get", `${leadPath(kind, id)}/neighbours`, neighboursSchema, answer),
  /** GET /staff/leads.csv: the export as the API sends it (a file, not JSON), or a failure. */
  csv: (answer: string | Response, filename = "leads-2026-11-23.csv") =>
    stub("get", "/staff/leads.csv", z.never(), () =>
      answer instanceof Response
        ? answer
        : new HttpResponse(answer, {
            headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${filename}"` },
          }),
    ),
  /** POST /staff/leads/:kind/:id/outcome: won with its value or lost with its reason; the lead after it. */
  outcome: (answer: StubAnswer<{ lead: ApiLead }>, kind: LeadKind = "enquiry", id: number | string = 42) =>
    stub("post", `${leadPath(kind, id)}/outcome`, z.object({ lead: leadSchema }), answer),
  /** POST /staff/leads/:kind/:id/assignee: the lead with its new owner, and whether the owner changed. */
  assign: (answer: StubAnswer<{ lead: ApiLead; changed: boolean }>, kind: LeadKind = "enquiry", id: number | string = 42) =>
    stub("post", `${leadPath(kind, id)}/assignee`, z.object({ lead: leadSchema, changed: z.boolean() }), answer),
  /** POST /staff/leads/bulk: how many changed, and the leads given to a new owner. */
  bulk: (answer: StubAnswer<{ changed: number; assigned?: ApiLead[] }>) =>
    stub("post", "/staff/leads/bulk", z.object({ changed: z.number(), assigned: z.array(leadSchema).optional() }), answer),
  /** POST /staff/leads/:kind/:id/contacts: a call or WhatsApp tap recorded (201). */
  contact: (kind: LeadKind = "enquiry", id: number | string = 42) =>
    stub("post", `${leadPath(kind, id)}/contacts`, z.object({ recorded: z.literal(true) }), { recorded: true }, { status: 201 }),
  /** GET /staff/lead-assignees: who can be given leads (`?kind=`: a lead of that kind); emails for owners only. */
  assignees: (members: { id: number; name: string; email?: string }[]) =>
    stub("get", "/staff/lead-assignees", assigneesSchema, { data: members }),
  /** GET /staff/whatsapp-templates (the site's key): the texts a WhatsApp tap or an owner's mail fills in. */
  templates: (templates: { enquiry: string | null; application: string | null } = { enquiry: null, application: null }) =>
    stub("get", "/staff/whatsapp-templates", whatsappTemplatesSchema, templates),
  /** GET /staff/lead-settings (owners): round robin and the WhatsApp templates. */
  settings: (
    templates: { enquiry: string | null; application: string | null } = { enquiry: null, application: null },
    rotation: { id: number; name: string; email: string }[] = [],
  ) => stub("get", "/staff/lead-settings", leadSettingsSchema, { rotation, whatsapp_templates: templates }),
  /** PUT /staff/lead-settings: the settings as saved, or a failure (403 for a non-owner, 400 for an unknown person). */
  saveSettings: (answer: StubAnswer<z.input<typeof leadSettingsSchema>> = { rotation: [], whatsapp_templates: { enquiry: null, application: null } }) =>
    stub("put", "/staff/lead-settings", leadSettingsSchema, answer),
  /** GET /staff/leads/application/:id/resume: the file's bytes with the type and disposition the API gives, or a failure. */
  resume: (id: number | string, bytes: Uint8Array | Response, headers: Record<string, string> = {}) =>
    stub("get", `/staff/leads/application/${id}/resume`, z.never(), () => (bytes instanceof Response ? bytes : new HttpResponse(bytes, { headers }))),
};
