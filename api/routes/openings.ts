import { eq } from "drizzle-orm";
import { z } from "zod";
import { OPENING_LIMITS as L } from "../../contract/openings";
import { optionalText, requiredLine, requiredText } from "../http/validation";
import { openings } from "../db/schema";
import { orderedContentStore } from "../services/ordered-content";
import { toOpeningJson } from "../services/openings";
import { orderedContentRoutes } from "./ordered-content";

export const openingSchema = z.object({
  title: requiredLine(L.title),
  location: requiredLine(L.location),
  experience: requiredLine(L.experience),
  summary: optionalText(L.summary),
  requirements: z.array(requiredText(L.requirement)).max(L.requirements),
  is_open: z.boolean(),
});

/** Career openings: the site's list and the console's editing (docs/api.md, Openings). */
export const openingRoutes = orderedContentRoutes({
  path: "openings",
  store: orderedContentStore(openings, toOpeningJson, eq(openings.isOpen, true)),
  createSchema: openingSchema.partial({ summary: true, requirements: true, is_open: true }),
  defaults: { summary: null, requirements: [], isOpen: true },
  fieldsOf: (input) => ({
    title: input.title,
    location: input.location,
    experience: input.experience,
    summary: input.summary,
    requirements: input.requirements,
    isOpen: input.is_open,
  }),
  notFound: "Opening not found",
  changed: "openingsChanged",
  permission: "openings.edit",
  auditSubject: "opening",
});
