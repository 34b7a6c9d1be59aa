import { createClient } from "redis";
import { getEnv } from "./env.server";

export type RedisClient = ReturnType<typeof createClient>;

/**
 * A client that never makes a caller wait for Redis: commands fail at once while it is
 * disconnected (the caller falls back to memory) and it reconnects in the background.
 */
export function backgroundRedisClient(url: string, label: string): RedisClient {
  const client: RedisClient = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 5_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
  });
  let reported = false;
  client.on("error", (error: Error) => {
    // Once per outage: a Redis that is down would otherwise fill the log with each retry.
    if (!reported) console.warn(`[${label}] redis: ${error.message}; using memory until it is back`);
    reported = true;
  });
  client.on("ready", () => {
    reported = false;
  });
  // A limiter's connection must not keep a stopping server alive.
  client.connect().then(() => client.unref(), () => undefined);
  return client;
}

let shared: RedisClient | null | undefined;

/** The site's Redis when REDIS_URL is set, opened on first use; null without it. */
export function siteRedis(): RedisClient | null {
  if (shared === undefined) {
    const url = getEnv().REDIS_URL;
    shared = url ? backgroundRedisClient(url, "site") : null;
  }
  return shared;
}
