import { createCookieSessionStorage, type Session } from "@remix-run/node";
import { cookieSecrets, isSecureSite } from "./secret.server";
import type { Utm } from "./utm";

interface SessionData {
  utm: Utm;
}

let storage: ReturnType<typeof createCookieSessionStorage<SessionData>> | undefined;

/**
 * The visit's own cookie. No expiry: the campaign that brought the visitor applies to this
 * visit only. Built on first use, so importing it never touches the secret file.
 */
function sessionStorage() {
  storage ??= createCookieSessionStorage<SessionData>({
    cookie: {
      name: "__session",
      httpOnly: true,
      sameSite: "lax",
      secure: isSecureSite(),
      path: "/",
      secrets: cookieSecrets(),
    },
  });
  return storage;
}

export function getSession(request: Request): Promise<Session<SessionData>> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

export function commitSession(session: Session<SessionData>): Promise<string> {
  return sessionStorage().commitSession(session);
}
