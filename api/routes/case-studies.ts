import { Router } from "express";
import { z } from "zod";
import { CASE_STUDY_LIMITS as L, COVER_IMAGE_FORMAT, COVER_IMAGE_RULE } from "../../contract/case-studies";
import type { ApiContext } from "../context";
import { caseStudies } from "../db/schema";
import { notFound, route } from "../http/errors";
import { changesSomething, parseMove, withoutUndefined } from "../http/ordered-input";
import { jsonBody, optionalText, parseId, parseInput, requiredText } from "../http/validation";
import {
  createCaseStudy,
  deleteCaseStudy,
  listCaseStudies,
  updateCaseStudy,
} from "../services/case-studies";
import { moveRow } from "../services/ordered-rows";

const resultSchema = z.object({ value: requiredText(L.resultValue), label: requiredText(L.resultLabel) });

const caseStudySchema = z.object({
  title: requiredText(L.title),
  client: requiredText(L.client),
  industry: requiredText(L.industry),
  challenge: requiredText(L.challenge),
  what_we_did: requiredText(L.whatWeDid),
  results: z.array(resultSchema).max(L.results),
  cover_image: z.string().trim().max(L.coverImage).regex(COVER_IMAGE_FORMAT, COVER_IMAGE_RULE).nullish(),
  alt_text: optionalText(L.altText),
  is_published: z.boolean(),
  is_example: z.boolean(),
});

const createSchema = caseStudySchema.partial({
  results: true,
  cover_image: true,
  alt_text: true,
  is_published: true,
  is_example: true,
});
const updateSchema = caseStudySchema.partial().refine(changesSomething.check, changesSomething.message);

const NOT_FOUND = "Case study not found";

/** The agency's work: About's "Our work" section and the console's editing (docs/api.md, Case studies). */
export function caseStudyRoutes({ db, events, limiters, staff }: ApiContext): Router {
  const router = Router();
  const changed = () => events.emit("caseStudiesChanged", {});

  router.get(
    "/case-studies",
    limiters.reads,
    route(async (_req, res) => {
      res.set("Cache-Control", "public, max-age=30").json(await listCaseStudies(db, { publishedOnly: true }));
    }),
  );

  router.get(
    "/staff/case-studies",
    ...staff,
    route(async (_req, res) => {
      res.json(await listCaseStudies(db, { publishedOnly: false }));
    }),
  );

  router.post(
    "/staff/case-studies",
    ...staff,
    route(async (req, res) => {
      const input = parseInput(createSchema, jsonBody(req));
      const caseStudy = await createCaseStudy(db, {
        title: input.title,
        client: input.client,
        industry: input.industry,
        challenge: input.challenge,
        whatWeDid: input.what_we_did,
        results: input.results ?? [],
        coverImage: input.cover_image || null,
        altText: input.alt_text ?? null,
        isPublished: input.is_published ?? true,
        isExample: input.is_example ?? false,
      });
      changed();
      res.status(201).json(caseStudy);
    }),
  );

  router.put(
    "/staff/case-studies/:id",
    ...staff,
    route(async (req, res) => {
      const id = parseId(req.params.id, "id");
      const input = parseInput(updateSchema, jsonBody(req));
      const caseStudy = await updateCaseStudy(
        db,
        id,
        withoutUndefined({
          title: input.title,
          client: input.client,
          industry: input.industry,
          challenge: input.challenge,
          whatWeDid: input.what_we_did,
          results: input.results,
          coverImage: input.cover_image === undefined ? undefined : input.cover_image || null,
          altText: input.alt_text,
          isPublished: input.is_published,
          isExample: input.is_example,
        }),
      );
      if (!caseStudy) throw notFound(NOT_FOUND);
      changed();
      res.json(caseStudy);
    }),
  );

  router.post(
    "/staff/case-studies/:id/move",
    ...staff,
    route(async (req, res) => {
      const id = parseId(req.params.id, "id");
      if (!(await moveRow(db, caseStudies, id, parseMove(jsonBody(req))))) throw notFound(NOT_FOUND);
      changed();
      res.json(await listCaseStudies(db, { publishedOnly: false }));
    }),
  );

  router.delete(
    "/staff/case-studies/:id",
    ...staff,
    route(async (req, res) => {
      if (!(await deleteCaseStudy(db, parseId(req.params.id, "id")))) throw notFound(NOT_FOUND);
      changed();
      res.status(204).end();
    }),
  );

  return router;
}
