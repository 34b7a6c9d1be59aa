import type { Router } from "express";
import { z } from "zod";
import type { ApiContext } from "../context";
import { asyncRouter } from "../http/async-router";
import { found } from "../http/errors";
import { jsonBody, parseInput, parsePath } from "../http/validation";
import { findConsent, insertConsent } from "../services/consents";

const consentIdSchema = z.string().uuid("must be a consent id (a UUID)");

export const consentSchema = z
  .object({
    notice_version: z.number().int().min(1).max(1_000_000),
    choices: z.object({ analytics: z.boolean(), marketing: z.boolean() }).strict(),
    language: z.enum(["en", "hi"]),
    replaces: consentIdSchema.nullish(),
  })
  .strict();

/**
 * Consent records: the site posts each choice a visitor makes on its cookie notice. Nothing
 * about the visitor is kept (the address only feeds the rate limit); the agency reads a
 * record back by the id the visitor's cookie holds.
 */
export function consentRoutes({ db, limiters, admin }: ApiContext): Router {
  const router = asyncRouter();

  router.post("/consents", limiters.consents, async (req, res) => {
    const input = parseInput(consentSchema, jsonBody(req));
    const record = await insertConsent(db, {
      noticeVersion: input.notice_version,
      analytics: input.choices.analytics,
      marketing: input.choices.marketing,
      language: input.language,
      replaces: input.replaces ?? null,
    });
    res.status(201).json(record);
  });

  router.get("/consents/:id", ...admin, async (req, res) => {
    const id = parsePath(consentIdSchema, req.params.id, "id");
    res.json(found(await findConsent(db, id), "Consent record not found"));
  });

  return router;
}
