import { ConfigError, getEnv, type Env } from "../app/lib/env.server";

/** The validated settings; a bad value stops the server with a message naming it, not a stack. */
export function loadEnvOrExit(): Env {
  try {
    return getEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
