import { z } from "zod";
import { openingSchema } from "~/lib/openings.server";
import { apiOpening, type ApiOpening } from "./openings";
import { stub } from "./stub";

// Apart from openings.ts: tests/mocks/server.ts imports that one, and stub.ts imports the server.

export { apiOpening };

/** The staff calls for openings (the console's Openings page, the inbox's positions). */
export const staffOpenings = {
  /** GET /staff/openings: every opening, open or not, in the agency's order. */
  list: (openings: ApiOpening[]) => stub("get", "/staff/openings", z.array(openingSchema), openings),
};
