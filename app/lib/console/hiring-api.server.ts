import { z } from "zod";
import { APPLICATION_STAGES } from "./leads";
import { parseStaffAnswer, staffCall, type StaffCaller } from "./staff-api.server";

const cardSchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  received_at: z.string(),
  resume: z.object({ filename: z.string(), content_type: z.string(), size: z.number() }).nullable().optional().default(null),
});
export type BoardCard = z.infer<typeof cardSchema>;

export const boardSchema = z.object({
  positions: z.array(z.object({ title: z.string(), open: z.boolean(), count: z.number() })),
  position: z.string().nullable(),
  stages: z.array(z.object({ stage: z.enum(APPLICATION_STAGES), count: z.number(), data: z.array(cardSchema) })),
});
export type Board = z.infer<typeof boardSchema>;

/** The hiring board's one call (GET /staff/hiring/board, docs/hiring.md); moves use the lead's status call. */
export const hiringApi = {
  board: async (c: StaffCaller, position: string | null) => {
    const query = position ? `?${new URLSearchParams({ position })}` : "";
    return parseStaffAnswer(boardSchema, await staffCall(c, `/staff/hiring/board${query}`), "/staff/hiring/board");
  },
};
