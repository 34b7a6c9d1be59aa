import type { Server as HttpServer } from "node:http";
import type { PGlite } from "@electric-sql/pglite";
import type { RequestHandler, Router } from "express";
import type { ApiContext } from "./context";
import { startBackups } from "./data/backups";
import { backupDirOf, uploadsDirOf } from "./data/folders";
import { databaseAnswers } from "./db/answers";
import { openDatabase } from "./db/client";
import { ApiEvents } from "./events";
import { requireAdmin } from "./http/admin-auth";
import { auditWith } from "./http/audit";
import { IdempotencyStore } from "./http/idempotency";
import { createFailureLimits } from "./http/failure-limits";
import { createRateLimiters } from "./http/rate-limits";
import { fromSite, requireSite } from "./http/site-key";
import { ownerOnly, requireStaff } from "./http/staff-auth";
import { allowed } from "./http/permissions";
import { backfillStaffRoles } from "./db/staff-roles-backfill";
import { backfillApplicationStages } from "./db/application-stages-backfill";
import { backfillWebhookAnswers } from "./db/webhook-answers-backfill";
import { LEADS } from "./limits";
import { mediaFiles } from "./media/files";
import { Realtime } from "./realtime";
import { createRouter } from "./router";
import { BlogListCache } from "./services/blog-list-cache";
import { startHousekeeping } from "./services/housekeeping";
import { startPostScheduler } from "./services/post-scheduler";
import { onLeadEvent } from "./leads/events";
import { liveSessionOf } from "./leads/live-token";
import { emitLeadEvent as emitWebhookEvent } from "./webhooks/emit";
import { startWebhookDelivery } from "./webhooks/start";
import { type Backlog, webhookBacklog } from "./webhooks/backlog";
import { type InsightsHeadline, insightsHeadline } from "./services/insights-headline";
import { seedIfEmpty } from "./seed";
import { seedSiteContent } from "./seed/site-content";
import { seedMedia } from "./seed/media";
import { seedOpeningsAndWork } from "./seed/work";

export interface ApiOptions {
  /** PGlite folder; "memory://" for an in-memory database (tests). Default "./data". */
  dataDir?: string;
  /** When set, use node-postgres instead of PGlite. */
  databaseUrl?: string;
  /** A PGlite opened by the caller (shared with its own tables); used instead of `dataDir`, left open on close. */
  pglite?: PGlite;
  /** Unset = admin calls answer 401 always. */
  adminToken?: string;
  /** When set, socket.io uses the redis adapter so several instances share rooms. */
  redisUrl?: string;
  /** For socket.io; default: same origin only. */
  corsOrigin?: string | string[] | boolean;
  /** Default true; tests may turn it off except in the rate-limit test. */
  rateLimit?: boolean;
  /** Default true: seed an empty database once. */
  seed?: boolean;
  /** Default true (with `seed`): import the seed's photos into the media library once; seconds of image work. */
  seedMedia?: boolean;
  /** Where this host keeps copies of served media variants; unset: every request asks the database. */
  mediaCacheDir?: string;
  /** The site server's key (sent as X-Site-Key): its reads skip the per-address read limit, and it may make the "site" staff calls. */
  siteKey?: string;
  /** Leads (with résumés and history) older than this many days are deleted at start and daily. Default 730. */
  leadsRetentionDays?: number;
  /** Shown by authenticator apps next to the code; the site's name. Default "Agency console". */
  totpIssuer?: string;
  /** Where automatic backups go (BACKUP_DIR); default `dataDir/backups`, none for an in-memory database. */
  backupDir?: string;
  /**
   * The server's secret (SESSION_SECRET, or the one generated in the data folder): two-factor and
   * webhook secrets in exports and backups are sealed with a key derived from it (docs/data.md).
   * Unset: no export or backup is written.
   */
  archiveSecret?: string;
  /** BACKUP_COMMAND: a shell line run after each backup with the archive's path (docs/data.md). */
  backupCommand?: string;
  /** How long BACKUP_COMMAND may run. Default one hour. */
  backupCommandTimeoutMs?: number;
  /** Webhooks (docs/webhooks.md). */
  webhooks?: {
    /** Development and tests only: allow http:// and local or private addresses. Default false. */
    allowPrivateUrls?: boolean;
    /** Default true; tests that drive delivery by hand turn the background worker off. */
    deliver?: boolean;
    /** How long a receiver may take to answer. Default OUTBOUND.timeoutMs (10 s). */
    timeoutMs?: number;
  };
}

export interface Api {
  /** Mount with app.use("/api", api.router). */
  router: Router;
  /** The media library's variants, for the site to serve at /media as well (the API serves them at /api/media). */
  mediaFiles: RequestHandler;
  /** Starts socket.io at path "/api/ws" on the site's HTTP server. */
  attach(server: HttpServer): Promise<void>;
  /** Disconnects realtime clients, whose open sockets would keep the HTTP server from closing. */
  closeRealtime(): Promise<void>;
  /** Closes socket.io, redis clients and the database. */
  close(): Promise<void>;
  /** Hears every like, comment and publish, made here or (with Redis) by another instance. */
  onChange(listener: () => void): () => void;
  /** Site content published on this instance or (with Redis) another: every page may show it. */
  onSiteContentChange(listener: () => void): () => void;
  /** Whether the database answers; migrations ran before createApi returned. */
  isReady(): Promise<boolean>;
  /** Announces scheduled posts whose time has come now, instead of at the scheduler's next look. */
  announceDuePosts(): Promise<void>;
  /** What the site's metrics read from this database at each scrape (server/metrics). */
  readings: { webhooks(): Promise<Backlog>; insights(): Promise<InsightsHeadline> };
}

const adminNoStore: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", "private, no-store");
  next();
};

function retentionDaysOf(value: number | undefined): number {
  const days = value ?? LEADS.retentionDays;
  if (!Number.isInteger(days) || days < 1) throw new Error(`leadsRetentionDays must be a whole number of days, at least 1 (got ${days})`);
  return days;
}

export async function createApi(options: ApiOptions = {}): Promise<Api> {
  const retentionDays = retentionDaysOf(options.leadsRetentionDays);
  const database = await openDatabase({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    pglite: options.pglite,
  });
  let housekeeping: { stop(): void };
  try {
    await backfillStaffRoles(database.db);
    await backfillApplicationStages(database.db);
    await backfillWebhookAnswers(database.db);
    if (options.seed !== false) {
      await seedIfEmpty(database.db);
      await seedOpeningsAndWork(database.db);
      await seedSiteContent(database.db);
      if (options.seedMedia !== false) await seedMedia(database.db);
    }
    housekeeping = await startHousekeeping(database.db, retentionDays);
  } catch (error) {
    await database.close();
    throw error;
  }

  const events = new ApiEvents();
  const rateLimits = await createRateLimiters({
    enabled: options.rateLimit !== false,
    siteKey: options.siteKey,
    redisUrl: options.redisUrl,
  });
  const limiters = rateLimits.handlers;
  const failures = createFailureLimits(options.rateLimit !== false, rateLimits.redis);
  const staff = [requireStaff(database.db, options.adminToken, failures)];
  const context: ApiContext = {
    db: database.db,
    events,
    limiters,
    admin: [adminNoStore, limiters.adminFailures, requireAdmin(options.adminToken, failures)],
    idempotency: new IdempotencyStore(database.db),
    blogList: new BlogListCache(database.db, events),
    staff,
    owner: [...staff, ownerOnly],
    can: (action) => [...staff, allowed(action)],
    site: requireSite(options.siteKey),
    fromSite: fromSite(options.siteKey),
    failures,
    totpIssuer: options.totpIssuer?.trim() || "Agency console",
    audit: auditWith(database.db),
    data: {
      uploadsDir: uploadsDirOf(options.dataDir),
      backupDir: backupDirOf(options.dataDir, options.backupDir),
      archiveSecret: options.archiveSecret,
      backupCommand: options.backupCommand?.trim() ? { command: options.backupCommand.trim(), timeoutMs: options.backupCommandTimeoutMs } : undefined,
    },
    webhookUrls: { allowPrivate: options.webhooks?.allowPrivateUrls === true },
    mediaCacheDir: options.mediaCacheDir,
  };
  const realtime = new Realtime(events, {
    redisUrl: options.redisUrl,
    corsOrigin: options.corsOrigin,
    liveSessionOf: (token) => liveSessionOf(database.db, token),
  });
  const scheduler = startPostScheduler(database.db, events);
  const backups =
    context.data.backupDir && options.archiveSecret
      ? startBackups(database.db, {
          dir: context.data.backupDir,
          uploadsDir: context.data.uploadsDir,
          secret: options.archiveSecret,
          command: context.data.backupCommand,
        })
      : { stop: () => undefined };
  const webhooks = startWebhookDelivery(database.db, context.webhookUrls, options.webhooks);
  // An assignment (from the console, or in turn on arrival) goes to the webhooks once committed.
  const stopAssignedHooks = onLeadEvent((event) =>
    event.type === "lead.assigned"
      ? emitWebhookEvent(database.db, { type: "lead.assigned", kind: event.kind, leadId: event.id, details: { assignee: event.assignee } }).then(() => undefined)
      : undefined,
  );

  // Status and owner changes reach open inboxes (arrivals and deletions are told by their routes).
  const stopLiveLeads = onLeadEvent((event) => events.emit("leadsChanged", { kind: event.kind }));

  let closing: Promise<void> | null = null;
  return {
    router: createRouter(context),
    mediaFiles: mediaFiles(database.db, context.mediaCacheDir),
    attach: (server) => realtime.attach(server),
    closeRealtime: () => realtime.close(),
    onChange: (listener) => events.onAny(listener),
    onSiteContentChange: (listener) => events.on("siteContentChanged", () => listener()),
    close: () => {
      closing ??= (async () => {
        housekeeping.stop();
        scheduler.stop();
        backups.stop();
        stopAssignedHooks();
        stopLiveLeads();
        await webhooks.stop();
        await realtime.close();
        await rateLimits.close();
        await database.close();
      })();
      return closing;
    },
    isReady: () => databaseAnswers(database.db),
    announceDuePosts: () => scheduler.check(),
    readings: { webhooks: () => webhookBacklog(database.db), insights: () => insightsHeadline(database.db) },
  };
}
