import type { BackupCommandOptions } from "./data/backup-command";
import type { Request, RequestHandler } from "express";
import type { Action } from "../contract/permissions";
import type { Database } from "./db/client";
import type { Audit } from "./http/audit";
import type { ApiEvents } from "./events";
import type { FailureLimits } from "./http/failure-limits";
import type { IdempotencyStore } from "./http/idempotency";
import type { RateLimiters } from "./http/rate-limits";
import type { BlogListCache } from "./services/blog-list-cache";
import type { OutboundPolicy } from "./outbound/policy";

/** What every route module needs, built once by createApi. */
export interface ApiContext {
  db: Database;
  events: ApiEvents;
  limiters: RateLimiters;
  /** Rate-limits failed attempts, then checks the bearer token. */
  admin: RequestHandler[];
  idempotency: IdempotencyStore;
  blogList: BlogListCache;
  /** A staff session or the admin token (acting as an owner). */
  staff: RequestHandler[];
  /** As `staff`, then owners only. */
  owner: RequestHandler[];
  /** As `staff`, then only callers whose roles allow `action` (contract/permissions.ts); 403 otherwise. */
  can(action: Action): RequestHandler[];
  /** Calls only the site's own server makes (X-Site-Key). */
  site: RequestHandler;
  /** Whether a request carries the site's key (X-Site-Key), for what the API takes only from the site. */
  fromSite: (req: Request) => boolean;
  /** Failed sign-ins and bad tokens, counted per address and per account. */
  failures: FailureLimits;
  /** The issuer an authenticator app shows next to the code. */
  totpIssuer: string;
  /** Records a staff change in the audit log (api/http/audit.ts). */
  audit: Audit;
  /**
   * The data archive (api/data): files carried with the database, automatic backups, and the
   * server's secret the archives' secrets are sealed with (none: no archive is written).
   */
  data: { uploadsDir?: string; backupDir?: string; archiveSecret?: string; backupCommand?: BackupCommandOptions };
  /** What webhooks may reach, checked when a URL is added and when each delivery connects (public https only, unless in development). */
  webhookUrls: OutboundPolicy;
  /** This host's copy of served media variants (docs/media.md); none for an in-memory database. */
  mediaCacheDir?: string;
}
