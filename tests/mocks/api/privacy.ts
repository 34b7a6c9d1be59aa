import type { z } from "zod";
import { erasedSchema, personSchema } from "~/lib/console/privacy-api.server";
import { stub, type StubAnswer } from "./stub";

/** Meera's records: one enquiry and one application, no comments. */
export function apiPerson(): z.input<typeof personSchema> {
  return {
    counts: { enquiries: 1, applications: 1, comments: 0, lead_history: 2 },
    enquiries: [{ id: 42, fullName: "Meera Joshi", service: "Web Development", receivedAt: "2026-11-23T10:00:00Z" }],
    applications: [{ id: 7, fullName: "Meera Joshi", position: "Frontend Developer", receivedAt: "2026-11-24T10:00:00Z" }],
    comments: [],
    lead_history: [{ id: 1 }, { id: 2 }],
  };
}

/** The owner's privacy calls (docs/privacy-requests.md). */
export const staffPrivacy = {
  find: (answer: StubAnswer<z.input<typeof personSchema>> = apiPerson()) => stub("get", "/staff/privacy", personSchema, answer),
  exportFile: (answer: Response) => stub("get", "/staff/privacy/export", personSchema, answer),
  erase: (answer: StubAnswer<z.input<typeof erasedSchema>>) => stub("post", "/staff/privacy/erase", erasedSchema, answer),
};
