import { Router } from "express";
import { z } from "zod";
import { utmSchema } from "../../contract/utm-schema";
import type { ApiContext } from "../context";
import { route } from "../http/errors";
import { fingerprintOf, readIdempotencyKey } from "../http/idempotency";
import {
  emailSchema,
  jsonBody,
  optionalText,
  pagingSchema,
  parseInput,
  phoneSchema,
  requiredText,
} from "../http/validation";
import { PAGING, TEXT_LIMITS } from "../limits";
import { insertEnquiry, pageOfEnquiries } from "../services/enquiries";

const enquirySchema = z.object({
  full_name: requiredText(TEXT_LIMITS.personName),
  email: emailSchema,
  phone: phoneSchema,
  service: requiredText(TEXT_LIMITS.service),
  message: optionalText(TEXT_LIMITS.enquiryMessage),
  meta: z
    .object({
      utm: utmSchema.nullish(),
    })
    .nullish(),
});

function utmWithoutBlanks(utm: Record<string, string | undefined> | null | undefined) {
  const entries = Object.entries(utm ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

export function enquiryRoutes({ db, limiters, admin, idempotency }: ApiContext): Router {
  const router = Router();

  router.post(
    "/enquiries",
    limiters.forms,
    route(async (req, res) => {
      const input = parseInput(enquirySchema, jsonBody(req));
      const key = readIdempotencyKey(req);
      const utm = utmWithoutBlanks(input.meta?.utm);
      const enquiry = {
        fullName: input.full_name,
        email: input.email,
        phone: input.phone,
        service: input.service,
        message: input.message,
        meta: utm ? { utm } : {},
      };
      const answer = await idempotency.run("enquiries", key, fingerprintOf(enquiry), async (tx) => ({
        status: 201,
        body: await insertEnquiry(tx, enquiry),
      }));
      if (answer.replayed) res.set("Idempotent-Replayed", "true");
      res.status(answer.status).json(answer.body);
    }),
  );

  router.get(
    "/enquiries",
    ...admin,
    route(async (req, res) => {
      const { page, per_page } = parseInput(
        pagingSchema(PAGING.maxPerPage, PAGING.defaultPerPage),
        req.query,
        "Query",
      );
      res.json(await pageOfEnquiries(db, page, per_page));
    }),
  );

  return router;
}
