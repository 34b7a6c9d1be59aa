import { http, HttpResponse } from "msw";
import { z } from "zod";
import { SEED_OPENINGS } from "../../../contract/openings-seed";
import { openingSchema } from "~/lib/openings.server";
import { api, checked } from "./contract";

/** An opening as the upstream API sends it. */
export type ApiOpening = z.input<typeof openingSchema>;

/** The opening at `index` (0-based) with this title, open; `overrides` changes any field. */
export function apiOpening(index: number, overrides: Partial<ApiOpening> & { title: string }): ApiOpening {
  return checked(openingSchema, {
    id: index + 1,
    location: "Onsite Indore",
    experience: "1+ Years",
    summary: null,
    requirements: [],
    is_open: true,
    created_at: "2026-11-02T04:30:00.000Z",
    ...overrides,
  }, "apiOpening");
}

/**
 * GET /openings answering these titles as open openings, in order. A handler, not a stub: the
 * spec's three openings are always there (tests/mocks/server.ts), as the career form checks
 * positions against them.
 */
export function openingsHandler(openings: { title: string }[] = SEED_OPENINGS) {
  const list = openings.map((opening, index) => apiOpening(index, { title: opening.title }));
  checked(z.array(openingSchema), list, "Stub for GET /openings", "body");
  return http.get(api("/openings"), () => HttpResponse.json(list));
}
