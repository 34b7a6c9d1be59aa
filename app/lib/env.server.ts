import addressparser from "nodemailer/lib/addressparser";
import { z } from "zod";

const optionalString = (schema: z.ZodType<string>) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const urlWithoutPath = z
  .string()
  .url("must be an absolute URL such as https://www.example.com")
  .refine((value) => /^https?:\/\//.test(value), "must start with http:// or https://")
  .transform((value) => value.replace(/\/+$/, ""));

/** What a mail server takes: a local part and a domain, `localhost` too (zod's email() wants a dot). */
const emailAddress = z.string().regex(/^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+$/);

/** Mailboxes as a mail header writes them (`a@x.in, "Name" <b@x.in>`), each checked; the text is kept as given. */
const mailboxes = (message: string, most = Infinity) =>
  z.string().refine((value) => {
    const parsed = addressparser(value, { flatten: true });
    return (
      parsed.length > 0 &&
      parsed.length <= most &&
      parsed.every((box) => emailAddress.safeParse(box.address).success) &&
      // addressparser reads a leftover word as a name, so `a@x.in b@x.in` would lose an address.
      value
        .replace(/"[^"]*"/g, "")
        .split(",")
        .filter((part) => part.trim())
        .every((part) => part.split("@").length === 2)
    );
  }, message);

/** Several processes share one database and one rate-limit store: PostgreSQL and Redis, never PGlite or memory. */
const oneProcessUnlessShared = (env: { WEB_CONCURRENCY: number; DATABASE_URL?: string; REDIS_URL?: string }, context: z.RefinementCtx) => {
  if (env.WEB_CONCURRENCY > 1 && (!env.DATABASE_URL || !env.REDIS_URL)) {
    context.addIssue({
      code: z.ZodIssueCode.custom,
      path: ["WEB_CONCURRENCY"],
      message:
        "more than one process needs DATABASE_URL (PostgreSQL) and REDIS_URL: the embedded database is opened by one process only, and limits must be shared",
    });
  }
};

/** The metrics port is for the host's own scrapers: reachable from elsewhere only with a token. */
const metricsGuarded = (
  env: { PORT: number; METRICS_PORT?: number; METRICS_HOST: string; METRICS_TOKEN?: string },
  context: z.RefinementCtx,
) => {
  const problem = (path: string, message: string) => context.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
  if (env.METRICS_PORT === undefined) {
    if (env.METRICS_TOKEN) problem("METRICS_TOKEN", "protects the metrics port: set METRICS_PORT too");
    return;
  }
  if (env.METRICS_PORT === env.PORT) problem("METRICS_PORT", "must differ from PORT: the site's port is public");
  if (!LOOPBACK_HOSTS.has(env.METRICS_HOST) && !env.METRICS_TOKEN) {
    problem("METRICS_HOST", "is reachable from other machines: set METRICS_TOKEN too, or keep 127.0.0.1");
  }
};

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "::1", "localhost"]);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ invalid_type_error: "must be a port number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 65535")
    .max(65535, "must be between 1 and 65535")
    .default(3000),
  SITE_URL: z.preprocess((v) => (v === "" ? undefined : v), urlWithoutPath.optional()),
  API_BASE_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    urlWithoutPath
      .refine((value) => value.endsWith("/api"), "must end with /api, e.g. https://backend.example.com/api")
      .optional(),
  ),
  DATA_DIR: z.preprocess((v) => (v === "" ? undefined : v), z.string().default("./data")),
  // Automatic daily backups (docs/data.md); unset = DATA_DIR/backups.
  BACKUP_DIR: optionalString(z.string()),
  /** A shell line run after each backup with the archive's path in $1 and BACKUP_FILE (docs/data.md). */
  BACKUP_COMMAND: optionalString(z.string()),
  DATABASE_URL: optionalString(
    z.string().regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgres:// or postgresql:// connection URL"),
  ),
  REDIS_URL: optionalString(z.string().regex(/^rediss?:\/\/\S+$/, "must be a redis:// or rediss:// URL")),
  ADMIN_TOKEN: optionalString(z.string().min(16, "must be at least 16 characters long")),
  SESSION_SECRET: optionalString(z.string().min(16, "must be at least 16 characters long")),
  // As hard to guess as the derived key (43 characters of base64url): it lets a caller skip the read limit.
  SITE_KEY: optionalString(z.string().regex(/^\S{32,200}$/, "must be 32 to 200 characters without spaces")),
  GTM_ID: optionalString(z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, "must look like GTM-XXXXXXX")),
  /** The visitors' WhatsApp button when the company facts have no WhatsApp number (docs/configuration.md). */
  WHATSAPP_NUMBER: optionalString(z.string().regex(/^\+?[\d\s\-()]{7,24}$/, "must be a phone number with its country code, like +91 73140 05678")),
  /** Counting page views without cookies (docs/insights.md): "on" (default) or "off". */
  VISIT_COUNTING: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["on", "off"], { message: 'must be "on" or "off"' }).default("on")),
  TRUST_PROXY: z.preprocess((v) => (v === "" ? undefined : v), z.string().default("loopback")),
  LEADS_RETENTION_DAYS: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce
      .number({ invalid_type_error: "must be a whole number of days" })
      .int("must be a whole number of days")
      .min(1, "must be at least 1 day")
      .default(730),
  ),
  SMTP_URL: optionalString(
    z
      .string()
      .regex(/^smtps?:\/\/\S+$/, "must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465")
      .refine((value) => URL.canParse(value), "must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465"),
  ),
  MAIL_FROM: z.preprocess(
    (v) => (v === "" ? undefined : v),
    mailboxes('must be one address, e.g. "Agency website" <no-reply@agency.example>', 1).default(
      '"Agency website" <no-reply@localhost>',
    ),
  ),
  LEADS_NOTIFY_TO: optionalString(mailboxes("must be email addresses separated by commas, e.g. sales@agency.example, owner@agency.example")),
  /** Who is told of each new job application; unset = the LEADS_NOTIFY_TO addresses. */
  HIRING_NOTIFY_TO: optionalString(mailboxes("must be email addresses separated by commas, e.g. hiring@agency.example")),
  /** Who gets the digest of comments held for moderation; unset = the LEADS_NOTIFY_TO addresses. */
  COMMENTS_NOTIFY_TO: optionalString(mailboxes("must be email addresses separated by commas, e.g. editor@agency.example")),
  /** Processes serving the site (Node's cluster); 1, the default, on the embedded database. */
  WEB_CONCURRENCY: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce
      .number({ invalid_type_error: "must be a whole number of processes" })
      .int("must be a whole number of processes")
      .min(1, "must be between 1 and 64")
      .max(64, "must be between 1 and 64")
      .default(1),
  ),
  /** Prometheus metrics at /metrics on this port (docs/deployment.md); unset = no metrics. */
  METRICS_PORT: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce
      .number({ invalid_type_error: "must be a port number" })
      .int("must be a whole number")
      .min(1, "must be between 1 and 65535")
      .max(65535, "must be between 1 and 65535")
      .optional(),
  ),
  METRICS_HOST: z.preprocess((v) => (v === "" ? undefined : v), z.string().default("127.0.0.1")),
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  METRICS_TOKEN: optionalString(z.string().min(16, "must be at least 16 characters long")),
})
  .superRefine(oneProcessUnlessShared)
  .superRefine(metricsGuarded);

export type Env = z.infer<typeof envSchema> & { SITE_URL: string };

export class ConfigError extends Error {}

/** Their values may hold a password, so an error names them without repeating what was given. */
const CREDENTIAL_SETTINGS = new Set(["SMTP_URL", "DATABASE_URL", "REDIS_URL", "ADMIN_TOKEN", "SESSION_SECRET", "METRICS_TOKEN", "SITE_KEY"]);

/** Parses the environment once at start; a bad value stops the server with a message naming it. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.join(".");
      const given = CREDENTIAL_SETTINGS.has(name) ? undefined : source[name];
      return `  ${name}: ${issue.message}${given === undefined ? "" : ` (got ${JSON.stringify(given)})`}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  return { ...env, SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}` };
}

let current: Env | undefined;

export function getEnv(): Env {
  current ??= parseEnv(process.env);
  return current;
}

/** The only settings the browser may see. */
export function getPublicEnv() {
  const env = getEnv();
  return {
    SITE_URL: env.SITE_URL,
    REALTIME_URL: env.API_BASE_URL ? new URL(env.API_BASE_URL).origin : "",
    GTM_ID: env.GTM_ID ?? "",
    WHATSAPP_NUMBER: env.WHATSAPP_NUMBER ?? "",
  };
}

export type PublicEnv = ReturnType<typeof getPublicEnv>;

/** Where loaders and actions reach the API: the agency's backend, or the built-in one over loopback. */
export function apiBaseUrl(env: Env = getEnv()): string {
  return env.API_BASE_URL ?? `http://127.0.0.1:${env.PORT}/api`;
}
