import { z } from "zod";

const optionalString = (schema: z.ZodString) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const urlWithoutPath = z
  .string()
  .url("must be an absolute URL such as https://www.example.com")
  .refine((value) => /^https?:\/\//.test(value), "must start with http:// or https://")
  .transform((value) => value.replace(/\/+$/, ""));

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
  DATABASE_URL: optionalString(
    z.string().regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgres:// or postgresql:// connection URL"),
  ),
  REDIS_URL: optionalString(z.string().regex(/^rediss?:\/\/\S+$/, "must be a redis:// or rediss:// URL")),
  ADMIN_TOKEN: optionalString(z.string().min(16, "must be at least 16 characters long")),
  SESSION_SECRET: optionalString(z.string().min(16, "must be at least 16 characters long")),
  GTM_ID: optionalString(z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, "must look like GTM-XXXXXXX")),
  TRUST_PROXY: z.preprocess((v) => (v === "" ? undefined : v), z.string().default("loopback")),
  LEADS_RETENTION_DAYS: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce
      .number({ invalid_type_error: "must be a whole number of days" })
      .int("must be a whole number of days")
      .min(1, "must be at least 1 day")
      .default(730),
  ),
});

export type Env = z.infer<typeof envSchema> & { SITE_URL: string };

export class ConfigError extends Error {}

/** Parses the environment once at start; a bad value stops the server with a message naming it. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.join(".");
      const given = source[name];
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
  };
}

export type PublicEnv = ReturnType<typeof getPublicEnv>;

/** Where loaders and actions reach the API: the agency's backend, or the built-in one over loopback. */
export function apiBaseUrl(): string {
  const env = getEnv();
  return env.API_BASE_URL ?? `http://127.0.0.1:${env.PORT}/api`;
}
