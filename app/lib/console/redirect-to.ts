export const CONSOLE_HOME = "/console";
export const SIGN_IN_PATH = "/console/sign-in";

/**
 * Where to go after signing in: only a path on this site under /console, so a crafted link can
 * never send a staff member elsewhere (`//evil.example`, `/\\evil.example`, `https://…`).
 */
export function safeRedirectTo(value: unknown, fallback = CONSOLE_HOME): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(value, "http://site.invalid");
  } catch {
    return fallback;
  }
  if (url.origin !== "http://site.invalid") return fallback;
  if (url.pathname !== CONSOLE_HOME && !url.pathname.startsWith(`${CONSOLE_HOME}/`)) return fallback;
  if (url.pathname === SIGN_IN_PATH || url.pathname === "/console/sign-out") return fallback;
  return `${url.pathname}${url.search}`;
}

export function signInPath(redirectTo: string): string {
  return `${SIGN_IN_PATH}?${new URLSearchParams({ redirectTo: safeRedirectTo(redirectTo) })}`;
}
