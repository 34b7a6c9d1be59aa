import type { Router } from "express";
import { z } from "zod";
import { leadSourceSchema } from "../../contract/lead-source-schema";
import type { ApiContext } from "../context";
import type { Transaction } from "../db/client";
import { resumeDownload } from "./resume-download";
import { asyncRouter } from "../http/async-router";
import { givenInTurn } from "../leads/follow-ups";
import { answerOnce } from "../http/form-answer";
import { fingerprintOf } from "../http/idempotency";
import { pagedList } from "../http/paged-list";
import { acceptResumeUpload, checkResume } from "../http/resume-upload";
import { emailSchema, optionalText, parseInput, phoneSchema, requiredLine } from "../http/validation";
import { TEXT_LIMITS } from "../limits";
import { sha256Hex } from "../security/tokens";
import { insertApplication, pageOfApplications } from "../services/applications";
import { isTestSubmission, signalsSchema, storeArrival } from "../spam/arrival";

export const applicationSchema = z.object({
  full_name: requiredLine(TEXT_LIMITS.personName),
  email: emailSchema,
  phone: phoneSchema,
  position: requiredLine(TEXT_LIMITS.position),
  cover: optionalText(TEXT_LIMITS.coverLetter),
  /** What the site's server saw of the form, as a JSON string (api/spam/arrival.ts). */
  signals: signalsSchema,
  /** JSON text in the multipart body; a source that does not parse is refused like any bad field. */
  source: z
    .string()
    .max(2_000)
    .transform((text, ctx) => {
      try {
        return leadSourceSchema.parse(JSON.parse(text));
      } catch {
        ctx.addIssue({ code: "custom", message: "must be a lead source (docs/api.md)" });
        return z.NEVER;
      }
    })
    .optional(),
});

export function applicationRoutes({ db, limiters, admin, idempotency, events }: ApiContext): Router {
  const router = asyncRouter();

  router.post("/applications", limiters.forms, acceptResumeUpload, async (req, res) => {
    const input = parseInput(applicationSchema, req.body ?? {}, "Form");
    const resume = await checkResume(req.file);
    const application = {
      fullName: input.full_name,
      email: input.email,
      phone: input.phone,
      position: input.position,
      cover: input.cover,
      source: input.source ?? null,
      resumeName: resume.name,
      resumeType: resume.type,
      resumeSize: resume.size,
      resumeData: resume.data,
    };
    const fingerprint = fingerprintOf({ ...application, resumeData: sha256Hex(resume.data) });
    const arrival = { email: application.email, message: application.cover, signals: input.signals, ip: req.ip };
    const test = isTestSubmission(req);
    const store = (tx: Transaction) => storeArrival(tx, "application", { ...arrival, test }, (spam) => insertApplication(tx, { ...application, ...spam }));
    // A test submission is given to no one: an assignee would be mailed about it.
    const turn = givenInTurn("application");
    await answerOnce(req, res, idempotency, "applications", fingerprint, test ? store : turn.wrap(store));
    if (!test) turn.announce();
    // Open inboxes reload (a replayed answer too: a reload more is harmless).
    events.emit("leadsChanged", { kind: "application" });
  });

  router.get("/applications", ...admin, pagedList((page, perPage) => pageOfApplications(db, page, perPage)));

  router.get(
    "/applications/:id/resume",
    ...admin,
    resumeDownload(db, "Application not found"),
  );

  return router;
}
