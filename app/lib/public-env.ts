import type { PublicEnv } from "./env.server";

declare global {
  interface Window {
    ENV?: PublicEnv;
  }
}

/** Settings the server chose to share with the browser (see getPublicEnv). */
export function publicEnv(): Partial<PublicEnv> {
  return typeof window === "undefined" ? {} : (window.ENV ?? {});
}
