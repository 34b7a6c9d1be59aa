import crypto from "node:crypto";
import { createCookie, type Cookie } from "@remix-run/node";
import { z } from "zod";
import { cookieSecrets, isSecureSite } from "../secret.server";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

let cookie: Cookie | undefined;

/**
 * OWASP's "device cookie": given to a browser at each sign-in, naming the account and a random
 * id, signed (HMAC-SHA256) with the site's cookie secret, so nobody can make one. Once strangers
 * have used up an account's sign-in ceiling, a browser holding one for that account still gets
 * its own small allowance (docs/security.md). Sign-out keeps it: it says where the person signs
 * in from, not that they are signed in. Built on first use, like the session cookie.
 */
function deviceCookie(): Cookie {
  cookie ??= createCookie("console_device", {
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureSite(),
    // Covers the sign-in form's post, with JavaScript ("/console/sign-in.data") or without.
    path: "/console",
    maxAge: ONE_YEAR_SECONDS,
    secrets: cookieSecrets(),
  });
  return cookie;
}

const deviceSchema = z.object({ account: z.string(), device: z.string() });

const accountOf = (email: string) => email.trim().toLowerCase();

/** The id of this browser's device cookie when it was given for `email`'s account; else null. */
export async function knownDeviceFor(request: Request, email: string): Promise<string | null> {
  const parsed = deviceSchema.safeParse(await deviceCookie().parse(request.headers.get("Cookie")));
  return parsed.success && parsed.data.account === accountOf(email) ? parsed.data.device : null;
}

/** A new device cookie for `email`'s account, for the answer to a sign-in that succeeded. */
export function newDeviceCookie(email: string): Promise<string> {
  return deviceCookie().serialize({ account: accountOf(email), device: crypto.randomBytes(18).toString("base64url") });
}
