import type { Request, Router } from "express";
import type { z } from "zod";
import type { Action } from "../../contract/permissions";
import type { ApiContext } from "../context";
import { asyncRouter } from "../http/async-router";
import { found } from "../http/errors";
import { parseMove } from "../http/ordered-input";
import { changesSomething, withoutUndefined } from "../http/partial-update";
import { jsonBody, parseId, parseInput } from "../http/validation";
import type { OrderedContentStore } from "../services/ordered-content";

/** What sets one ordered collection (openings, case studies) apart from the other. */
interface OrderedContent<Shape extends z.ZodRawShape, Fields, Json> {
  /** The site reads `/${path}`, the console edits `/staff/${path}`. */
  path: string;
  store: OrderedContentStore<Fields, Json>;
  /** A new row's input; an update may send any part of it. */
  createSchema: z.ZodObject<Shape>;
  /** What a new row holds where its input left a field out. */
  defaults: Partial<Fields>;
  /** The stored fields an input sets; those it left out are undefined. */
  fieldsOf(input: Partial<z.output<z.ZodObject<Shape>>>): Partial<Fields>;
  /** The 404 message for an id that names no row. */
  notFound: string;
  /** The event that tells caches the collection changed. */
  changed: "openingsChanged" | "caseStudiesChanged";
  /** How the audit log names a row: its subject type, which prefixes each action's name. */
  auditSubject: "opening" | "work";
  /** Who may list and edit it in the console. */
  permission: Action;
}

/** A created row's id, for the audit log; every collection's JSON has one. */
const idOf = (row: unknown) => String((row as { id?: unknown }).id ?? "");

/** The site's list and the console's list, create, edit, move and delete (docs/api.md). */
export function orderedContentRoutes<Shape extends z.ZodRawShape, Fields, Json>(
  content: OrderedContent<Shape, Fields, Json>,
): (context: ApiContext) => Router {
  const { path, store, createSchema, defaults, fieldsOf, notFound, auditSubject: subject } = content;
  const updateSchema = createSchema.partial().refine(changesSomething.check, changesSomething.message);
  const itemPath = `/staff/${path}/:id`;
  const itemId = (req: Request) => parseId(req.params.id, "id");

  return ({ db, events, limiters, can, audit }) => {
    const staff = can(content.permission);
    const router = asyncRouter();
    const changed = () => events.emit(content.changed, {});
    const everyRow = () => store.list(db, { shownOnly: false });

    router.get(`/${path}`, limiters.reads, async (_req, res) => {
      res.set("Cache-Control", "public, max-age=30").json(await store.list(db, { shownOnly: true }));
    });

    router.get(`/staff/${path}`, ...staff, async (_req, res) => {
      res.json(await everyRow());
    });

    router.post(`/staff/${path}`, ...staff, async (req, res) => {
      const input = parseInput(createSchema, jsonBody(req));
      // The schema requires every field that has no default.
      const row = await store.create(db, { ...defaults, ...withoutUndefined(fieldsOf(input)) } as Fields);
      changed();
      await audit(req, res, { action: `${subject}_created`, subject: { type: subject, id: idOf(row) }, summary: `Created ${subject} #${idOf(row)}` });
      res.status(201).json(row);
    });

    router.put(itemPath, ...staff, async (req, res) => {
      const id = itemId(req);
      const changes = withoutUndefined(fieldsOf(parseInput(updateSchema, jsonBody(req))));
      const row = found(await store.update(db, id, changes), notFound);
      changed();
      await audit(req, res, { action: `${subject}_edited`, subject: { type: subject, id }, summary: `Edited ${subject} #${id}`, details: { fields: Object.keys(changes) } });
      res.json(row);
    });

    router.post(`${itemPath}/move`, ...staff, async (req, res) => {
      const id = itemId(req);
      const move = parseMove(jsonBody(req));
      found(await store.move(db, id, move), notFound);
      changed();
      await audit(req, res, { action: `${subject}_moved`, subject: { type: subject, id }, summary: `Moved ${subject} #${id}`, details: { move } });
      res.json(await everyRow());
    });

    router.delete(itemPath, ...staff, async (req, res) => {
      const id = itemId(req);
      found(await store.remove(db, id), notFound);
      changed();
      await audit(req, res, { action: `${subject}_deleted`, subject: { type: subject, id }, summary: `Deleted ${subject} #${id}` });
      res.status(204).end();
    });

    return router;
  };
}
