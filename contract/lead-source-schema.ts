import { z } from "zod";
import { SOURCE_HOST_MAX, SOURCE_PATH_MAX, type LeadSource } from "./lead-source";
import { utmSchema } from "./utm-schema";

const path = z
  .string()
  .trim()
  .max(SOURCE_PATH_MAX)
  .refine((value) => value.startsWith("/"), "must be a path on this site")
  .optional();

/** A lead's source as the site sends it and the API accepts it (meta.source, application `source`). */
export const leadSourceSchema = z.object({
  utm: utmSchema.optional(),
  referrer: z
    .string()
    .trim()
    .toLowerCase()
    .max(SOURCE_HOST_MAX)
    .regex(/^[a-z0-9.-]+(:\d+)?$/, "must be a host name")
    .optional(),
  landing: path,
  page: path,
}) satisfies z.ZodType<LeadSource>;
