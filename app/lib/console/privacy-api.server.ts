import { z } from "zod";
import { parseStaffAnswer, staffApi, staffCall, type StaffCaller } from "./staff-api.server";

const row = z.object({ id: z.union([z.number(), z.string()]) }).passthrough();
const countsSchema = z.object({ enquiries: z.number(), applications: z.number(), comments: z.number(), lead_history: z.number() });

/** GET /staff/privacy: what is held about one person (docs/privacy-requests.md). */
export const personSchema = z.object({
  counts: countsSchema,
  enquiries: z.array(row.extend({ fullName: z.string(), service: z.string(), receivedAt: z.string() })),
  applications: z.array(row.extend({ fullName: z.string(), position: z.string(), receivedAt: z.string() })),
  comments: z.array(row.extend({ name: z.string(), content: z.string() })),
  lead_history: z.array(row),
});
export type PersonRecords = z.infer<typeof personSchema>;

/** The built-in API also counts the mail and webhook deliveries it removed; another backend may not. */
export const erasedSchema = z.object({
  erased: countsSchema.extend({ mail: z.number().optional(), webhook_deliveries: z.number().optional() }),
});

/** The owner's privacy requests: find, export (a download the API logs), erase (logged). */
export const privacyApi = {
  find: async (c: StaffCaller, q: string) =>
    parseStaffAnswer(personSchema, await staffCall(c, `/staff/privacy?${new URLSearchParams({ q })}`), "/staff/privacy"),
  exportFile: (c: StaffCaller, q: string) => staffApi.download(c, `/staff/privacy/export?${new URLSearchParams({ q })}`),
  erase: async (c: StaffCaller, q: string) =>
    parseStaffAnswer(erasedSchema, await staffCall(c, "/staff/privacy/erase", "POST", { q, confirm: true }), "/staff/privacy/erase").erased,
};
