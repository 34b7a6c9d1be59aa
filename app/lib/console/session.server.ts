import { createCookie, redirect, type Cookie } from "@remix-run/node";
import { cookieSecrets, isSecureSite } from "../secret.server";
import { signInPath } from "./redirect-to";

const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;

let cookie: Cookie | undefined;

/**
 * The staff member's API session token, signed with the site's cookie secrets. The API keeps
 * the session itself (listed, revoked, expired there); the cookie only carries its token.
 * Built on first use, so importing this never touches the secret file.
 */
function sessionCookie(): Cookie {
  cookie ??= createCookie("console_session", {
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureSite(),
    path: "/",
    maxAge: THIRTY_DAYS_SECONDS,
    secrets: cookieSecrets(),
  });
  return cookie;
}

/** The token from the request's cookie, or null when there is none or its signature is wrong. */
export async function readSessionToken(request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

export function saveSessionToken(token: string): Promise<string> {
  return sessionCookie().serialize(token);
}

export function clearSessionToken(): Promise<string> {
  return sessionCookie().serialize("", { maxAge: 0 });
}

/** Where a visitor without a (valid) session goes: sign-in, then back to what they asked for. */
export async function toSignIn(request: Request, { clear = false } = {}): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (clear) headers.append("Set-Cookie", await clearSessionToken());
  return redirect(signInPath(`${url.pathname.replace(/\.data$/, "")}${url.search}`), { status: 303, headers });
}

/** The session token, or a thrown redirect to sign-in. */
export async function requireSessionToken(request: Request): Promise<string> {
  const token = await readSessionToken(request);
  if (!token) throw await toSignIn(request);
  return token;
}
