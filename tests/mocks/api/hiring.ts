import type { z } from "zod";
import { boardSchema } from "~/lib/console/hiring-api.server";
import { stub, type StubAnswer } from "./stub";

export type ApiBoard = z.input<typeof boardSchema>;

/** The Frontend Developer board: Ananya (application 7) new, the other columns empty. */
export function apiBoard(overrides: Partial<ApiBoard> = {}): ApiBoard {
  return {
    positions: [
      { title: "Frontend Developer", open: true, count: 1 },
      { title: "Sales Executive", open: false, count: 0 },
    ],
    position: "Frontend Developer",
    stages: (["new", "shortlisted", "interview", "offer", "hired", "rejected"] as const).map((stage) => ({
      stage,
      count: stage === "new" ? 1 : 0,
      data:
        stage === "new"
          ? [{ id: 7, name: "Ananya Rao", received_at: "2026-11-23T10:00:00Z", resume: { filename: "resume.pdf", content_type: "application/pdf", size: 1234 } }]
          : [],
    })),
    ...overrides,
  };
}

/** The hiring board's call (docs/hiring.md). */
export const staffHiring = {
  /** GET /staff/hiring/board?position=: one position's applications by stage. */
  board: (answer: StubAnswer<ApiBoard> = apiBoard()) => stub("get", "/staff/hiring/board", boardSchema, answer),
};
