import { Router } from "express";
import { z } from "zod";
import { OPENING_LIMITS as L } from "../../contract/openings";
import type { ApiContext } from "../context";
import { notFound, route } from "../http/errors";
import { changesSomething, parseMove, withoutUndefined } from "../http/ordered-input";
import { jsonBody, optionalText, parseId, parseInput, requiredText } from "../http/validation";
import { createOpening, deleteOpening, listOpenings, updateOpening } from "../services/openings";
import { moveRow } from "../services/ordered-rows";
import { openings } from "../db/schema";

const openingSchema = z.object({
  title: requiredText(L.title),
  location: requiredText(L.location),
  experience: requiredText(L.experience),
  summary: optionalText(L.summary),
  requirements: z.array(requiredText(L.requirement)).max(L.requirements),
  is_open: z.boolean(),
});

const createSchema = openingSchema.partial({ summary: true, requirements: true, is_open: true });
const updateSchema = openingSchema.partial().refine(changesSomething.check, changesSomething.message);

const NOT_FOUND = "Opening not found";

/** Career openings: the site's list and the console's editing (docs/api.md, Openings). */
export function openingRoutes({ db, events, limiters, staff }: ApiContext): Router {
  const router = Router();
  const changed = () => events.emit("openingsChanged", {});

  router.get(
    "/openings",
    limiters.reads,
    route(async (_req, res) => {
      res.set("Cache-Control", "public, max-age=30").json(await listOpenings(db, { openOnly: true }));
    }),
  );

  router.get(
    "/staff/openings",
    ...staff,
    route(async (_req, res) => {
      res.json(await listOpenings(db, { openOnly: false }));
    }),
  );

  router.post(
    "/staff/openings",
    ...staff,
    route(async (req, res) => {
      const input = parseInput(createSchema, jsonBody(req));
      const opening = await createOpening(db, {
        title: input.title,
        location: input.location,
        experience: input.experience,
        summary: input.summary ?? null,
        requirements: input.requirements ?? [],
        isOpen: input.is_open ?? true,
      });
      changed();
      res.status(201).json(opening);
    }),
  );

  router.put(
    "/staff/openings/:id",
    ...staff,
    route(async (req, res) => {
      const id = parseId(req.params.id, "id");
      const input = parseInput(updateSchema, jsonBody(req));
      const opening = await updateOpening(
        db,
        id,
        withoutUndefined({
          title: input.title,
          location: input.location,
          experience: input.experience,
          summary: input.summary,
          requirements: input.requirements,
          isOpen: input.is_open,
        }),
      );
      if (!opening) throw notFound(NOT_FOUND);
      changed();
      res.json(opening);
    }),
  );

  router.post(
    "/staff/openings/:id/move",
    ...staff,
    route(async (req, res) => {
      const id = parseId(req.params.id, "id");
      if (!(await moveRow(db, openings, id, parseMove(jsonBody(req))))) throw notFound(NOT_FOUND);
      changed();
      res.json(await listOpenings(db, { openOnly: false }));
    }),
  );

  router.delete(
    "/staff/openings/:id",
    ...staff,
    route(async (req, res) => {
      if (!(await deleteOpening(db, parseId(req.params.id, "id")))) throw notFound(NOT_FOUND);
      changed();
      res.status(204).end();
    }),
  );

  return router;
}
