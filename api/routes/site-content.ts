import type { Request, Response } from "express";
import { z } from "zod";
import { AUDIT_ADMIN_ACTOR } from "../../contract/audit";
import { SITE_CONTENT_KINDS, isSiteContentKind, siteContentSchema, type SiteContentKind } from "../../contract/site-content/kinds";
import type { ApiContext } from "../context";
import { asyncRouter } from "../http/async-router";
import { found, notFound } from "../http/errors";
import { callerOf } from "../http/staff-auth";
import { jsonBody, parseId, parseInput } from "../http/validation";
import { checkPictureRefs } from "../media/picture-refs";
import { revisionDiff } from "../services/revision-diff";
import {
  findItem,
  listItems,
  listRevisions,
  publishDraft,
  publishedItems,
  revisionWithPrevious,
  saveDraft,
  toItemJson,
  toRevisionJson,
} from "../services/site-content";

const NO_ITEM = "No such site content item";
const NO_REVISION = "No such revision of this item";

function kindOf(req: Request): SiteContentKind {
  const kind = req.params.kind;
  if (!isSiteContentKind(kind)) throw notFound(`No such kind of site content: ${kind}`);
  return kind;
}

/** Who saved: a member by name and email, the host's token by its usual name. */
function authorOf(res: Response): string {
  const caller = callerOf(res);
  return caller.kind === "member" ? `${caller.staff.name} <${caller.staff.email}>` : AUDIT_ADMIN_ACTOR;
}

export const noteSchema = z.string().trim().max(200).optional();

/** Site content: the site's published read and the console's drafts, publishing and revisions (docs/site-content.md). */
export function siteContentRoutes({ db, events, limiters, can, audit }: ApiContext) {
  const router = asyncRouter();
  const editors = can("content.edit");
  const itemPath = "/staff/site-content/:kind/:key";

  const itemOf = async (req: Request) => found(await findItem(db, kindOf(req), req.params.key), NO_ITEM);
  const subject = (kind: string, key: string) => ({ type: "site_content" as const, id: `${kind}/${key}` });

  router.get("/site-content/:kind", limiters.reads, async (req, res) => {
    res.set("Cache-Control", "public, max-age=30").json(await publishedItems(db, kindOf(req)));
  });

  router.get("/staff/site-content", ...editors, async (_req, res) => {
    const kinds = await Promise.all(
      Object.entries(SITE_CONTENT_KINDS).map(async ([kind, { label }]) => {
        const items = (await listItems(db, kind)).map(toItemJson);
        return { kind, label, items: items.length, unpublished: items.filter((item) => item.has_unpublished_changes).length };
      }),
    );
    res.json(kinds);
  });

  router.get("/staff/site-content/:kind", ...editors, async (req, res) => {
    res.json((await listItems(db, kindOf(req))).map(toItemJson));
  });

  router.get(itemPath, ...editors, async (req, res) => {
    const item = await itemOf(req);
    res.json({ ...toItemJson(item), revisions: (await listRevisions(db, item.id)).map(toRevisionJson) });
  });

  router.put(itemPath, ...editors, async (req, res) => {
    const kind = kindOf(req);
    const body = parseInput(z.object({ data: z.unknown(), note: noteSchema }), jsonBody(req));
    const data = parseInput(siteContentSchema(kind, req.params.key), body.data, "data");
    await checkPictureRefs(db, data);
    const row = found(await saveDraft(db, kind, req.params.key, data, authorOf(res), body.note || "Saved"), NO_ITEM);
    await audit(req, res, { action: "site_content_saved", subject: subject(kind, row.key), summary: `Saved a draft of ${kind} ${row.key}` });
    res.json(toItemJson(row));
  });

  router.post(`${itemPath}/publish`, ...editors, async (req, res) => {
    const kind = kindOf(req);
    const row = found(await publishDraft(db, kind, req.params.key, authorOf(res)), NO_ITEM);
    events.emit("siteContentChanged", { kind });
    await audit(req, res, { action: "site_content_published", subject: subject(kind, row.key), summary: `Published ${kind} ${row.key}` });
    res.json(toItemJson(row));
  });

  router.get(`${itemPath}/revisions/:id`, ...editors, async (req, res) => {
    const item = await itemOf(req);
    const { revision, previous } = found(await revisionWithPrevious(db, item.id, parseId(req.params.id, "id")), NO_REVISION);
    res.json({ ...toRevisionJson(revision), data: revision.data, previous_id: previous?.id ?? null, diff: revisionDiff(previous?.data, revision.data) });
  });

  router.post(`${itemPath}/revisions/:id/restore`, ...editors, async (req, res) => {
    const kind = kindOf(req);
    const item = await itemOf(req);
    const { revision } = found(await revisionWithPrevious(db, item.id, parseId(req.params.id, "id")), NO_REVISION);
    // Checked again: a revision saved under an older shape must not become an invalid draft.
    const data = parseInput(siteContentSchema(kind, item.key), revision.data, "data");
    // A picture deleted or stripped of its alt text since then must be chosen again.
    await checkPictureRefs(db, data);
    const row = found(await saveDraft(db, kind, item.key, data, authorOf(res), `Restored revision #${revision.id}`), NO_ITEM);
    await audit(req, res, { action: "site_content_restored", subject: subject(kind, row.key), summary: `Restored revision #${revision.id} of ${kind} ${row.key} as a draft` });
    res.json(toItemJson(row));
  });

  return router;
}
