import { asc, eq, sql } from "drizzle-orm";
import type { Router } from "express";
import { z } from "zod";
import { replySettingsSchema, spamSettingsSchema } from "../../contract/intake";
import { leadKindAllowed } from "../http/lead-access";
import type { ApiContext } from "../context";
import { webhookEndpoints } from "../db/schema";
import { asyncRouter } from "../http/async-router";
import { HttpError, found } from "../http/errors";
import { authorOf, leadPathSchema } from "../http/lead-input";
import { idSchema, jsonBody, parseInput, parsePath } from "../http/validation";
import { changeStatus } from "../services/lead-history";
import { findLead } from "../services/leads";
import { replySettings, saveReplySettings, saveSpamThreshold, spamThreshold } from "../services/settings";
import { WebhookQueue } from "../webhooks/queue";
import { newWebhookSecret } from "../webhooks/signing";
import { webhookUrlProblem } from "../webhooks/url-check";

const MAX_WEBHOOKS = 10;

export const webhookInput = z.object({ url: z.string().trim().min(1, "Enter the URL that receives the leads").max(2000) });

/**
 * Spam ("Not spam"), the visitor's automatic reply and webhooks (docs/spam-and-replies.md,
 * docs/webhooks.md). Settings and webhooks are the owner's; releasing a lead from spam is any staff's.
 */
export function intakeRoutes({ db, staff, can, site, audit, webhookUrls }: ApiContext): Router {
  const owner = can("settings.manage");
  const leadWork = [...staff, leadKindAllowed("work")];
  const router = asyncRouter();
  const queue = new WebhookQueue(db);

  router.post("/staff/leads/:kind/:id/not-spam", ...leadWork, async (req, res) => {
    const { kind, id } = parsePath(leadPathSchema, req.params, "Path");
    const lead = found(await findLead(db, kind, id), "Lead not found");
    if (lead.status !== "spam") throw new HttpError(409, "This lead is not in Spam");
    await changeStatus(db, kind, id, "new", authorOf(res));
    await audit(req, res, { action: "lead_status_changed", subject: { type: "lead", id: `${kind}/${id}` }, summary: `Moved ${kind} #${id} from Spam to the inbox`, details: { status: "new" } });
    res.json({ lead: await findLead(db, kind, id) });
  });

  // The site's mail reads the reply with its key when a lead arrives; owners edit it.
  router.get("/staff/auto-reply", site, async (_req, res) => {
    res.json(await replySettings(db));
  });

  router.get("/staff/settings/intake", ...owner, async (_req, res) => {
    res.json({ replies: await replySettings(db), spam: { threshold: await spamThreshold(db) } });
  });

  router.put("/staff/settings/replies", ...owner, async (req, res) => {
    const value = parseInput(replySettingsSchema, jsonBody(req));
    await saveReplySettings(db, value);
    await audit(req, res, { action: "settings_saved", summary: `Saved the automatic reply (${value.enabled ? "on" : "off"})` });
    res.json(value);
  });

  router.put("/staff/settings/spam", ...owner, async (req, res) => {
    const { threshold } = parseInput(spamSettingsSchema, jsonBody(req));
    await saveSpamThreshold(db, threshold);
    await audit(req, res, { action: "settings_saved", summary: `Set the spam threshold to ${threshold}` });
    res.json({ threshold });
  });

  router.get("/staff/webhooks", ...owner, async (_req, res) => {
    const endpoints = await db.select().from(webhookEndpoints).orderBy(asc(webhookEndpoints.id));
    const data = await Promise.all(
      endpoints.map(async (endpoint) => ({
        id: endpoint.id,
        url: endpoint.url,
        secret: endpoint.secret,
        active: endpoint.isActive,
        created_at: endpoint.createdAt.toISOString(),
        deliveries: await queue.recent(endpoint.id),
      })),
    );
    res.json({ data });
  });

  router.post("/staff/webhooks", ...owner, async (req, res) => {
    const { url } = parseInput(webhookInput, jsonBody(req));
    const problem = webhookUrlProblem(url, webhookUrls);
    if (problem) throw new HttpError(400, problem, { errors: [{ field: "url", message: problem }] });
    const secret = newWebhookSecret();
    const endpoint = await db.transaction(async (tx) => {
      // One at a time, so fifty adds at once cannot pass the limit together.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('webhook-endpoints'))`);
      const count = await tx.$count(webhookEndpoints);
      if (count >= MAX_WEBHOOKS) throw new HttpError(409, `At most ${MAX_WEBHOOKS} webhook URLs; remove one first`);
      const [row] = await tx.insert(webhookEndpoints).values({ url, secret }).returning();
      return row;
    });
    await audit(req, res, { action: "webhook_added", summary: `Added webhook ${url}` });
    res.status(201).json({ id: endpoint.id, url: endpoint.url, secret: endpoint.secret, active: endpoint.isActive, created_at: endpoint.createdAt.toISOString() });
  });

  router.delete("/staff/webhooks/:id", ...owner, async (req, res) => {
    const { id } = parsePath(z.object({ id: idSchema }), req.params, "Path");
    const [removed] = await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning();
    found(removed, "Webhook not found");
    await audit(req, res, { action: "webhook_removed", summary: `Removed webhook ${removed.url}` });
    res.status(204).end();
  });

  return router;
}
