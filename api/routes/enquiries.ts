import type { Router } from "express";
import { z } from "zod";
import { ENQUIRY_FORMS } from "../../contract/leads";
import { leadSourceSchema } from "../../contract/lead-source-schema";
import { utmSchema } from "../../contract/utm-schema";
import type { ApiContext } from "../context";
import type { Transaction } from "../db/client";
import { asyncRouter } from "../http/async-router";
import { givenInTurn } from "../leads/follow-ups";
import { answerOnce } from "../http/form-answer";
import { fingerprintOf } from "../http/idempotency";
import { pagedList } from "../http/paged-list";
import { emailSchema, jsonBody, optionalText, parseInput, phoneSchema, requiredLine } from "../http/validation";
import { TEXT_LIMITS } from "../limits";
import { insertEnquiry, pageOfEnquiries } from "../services/enquiries";
import { isTestSubmission, signalsSchema, storeArrival } from "../spam/arrival";

export const enquirySchema = z.object({
  full_name: requiredLine(TEXT_LIMITS.personName),
  email: emailSchema,
  phone: phoneSchema,
  service: requiredLine(TEXT_LIMITS.service),
  message: optionalText(TEXT_LIMITS.enquiryMessage),
  meta: z
    .object({
      utm: utmSchema.nullish(),
      form: z.enum(ENQUIRY_FORMS).nullish(),
      source: leadSourceSchema.nullish(),
    })
    .nullish(),
  /** What the site's server saw of the form (honeypot, time to fill it in), for the spam check. */
  signals: signalsSchema,
});

function utmWithoutBlanks(utm: Record<string, string | undefined> | null | undefined) {
  const entries = Object.entries(utm ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

export function enquiryRoutes({ db, limiters, admin, idempotency, events }: ApiContext): Router {
  const router = asyncRouter();

  router.post("/enquiries", limiters.forms, async (req, res) => {
    const input = parseInput(enquirySchema, jsonBody(req));
    const utm = utmWithoutBlanks(input.meta?.utm);
    const enquiry = {
      fullName: input.full_name,
      email: input.email,
      phone: input.phone,
      service: input.service,
      message: input.message,
      meta: { ...(utm ? { utm } : {}), ...(input.meta?.form ? { form: input.meta.form } : {}),
        ...(input.meta?.source ? { source: input.meta.source } : {}),
      },
    };
    const arrival = { email: enquiry.email, message: enquiry.message, signals: input.signals, ip: req.ip };
    const test = isTestSubmission(req);
    const store = (tx: Transaction) => storeArrival(tx, "enquiry", { ...arrival, test }, (spam) => insertEnquiry(tx, { ...enquiry, ...spam }));
    // A test submission is given to no one: an assignee would be mailed about it.
    const turn = givenInTurn("enquiry");
    await answerOnce(req, res, idempotency, "enquiries", fingerprintOf(enquiry), test ? store : turn.wrap(store));
    if (!test) turn.announce();
    // Open inboxes reload (a replayed answer too: a reload more is harmless).
    events.emit("leadsChanged", { kind: "enquiry" });
  });

  router.get("/enquiries", ...admin, pagedList((page, perPage) => pageOfEnquiries(db, page, perPage)));

  return router;
}
