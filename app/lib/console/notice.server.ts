import { createCookie, type Cookie } from "@remix-run/node";
import { RECOVERY_CODES_FEW } from "../../../contract/staff";
import { cookieSecrets, isSecureSite } from "../secret.server";

let cookie: Cookie | undefined;

/**
 * A one-time notice for the next console page, carried across the sign-in's redirect: signed,
 * so nobody can plant one, and short-lived, so a stale one never shows up days later.
 */
function noticeCookie(): Cookie {
  cookie ??= createCookie("console_notice", {
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureSite(),
    // Not "/console": that path does not cover "/console.data", where the page's data comes from with JavaScript.
    path: "/",
    maxAge: 5 * 60,
    secrets: cookieSecrets(),
  });
  return cookie;
}

/** After a sign-in with a recovery code: how many are left, for the next page to say. */
export function recoveryNoticeCookie(codesLeft: number): Promise<string> {
  return noticeCookie().serialize({ recoveryCodesLeft: codesLeft });
}

/** The sentence a recovery-code sign-in earns, with advice when few codes are left. */
export function recoveryNotice(left: number): string {
  const said = `You signed in with a recovery code; ${left} left.`;
  if (left === 0) return `${said} Make new recovery codes on your Account page now, or turn two-factor off and on again.`;
  return left <= RECOVERY_CODES_FEW ? `${said} Make new ones on your Account page soon.` : said;
}

/** The notice waiting for this request, if any, and the header that clears it. */
export async function takeNotice(request: Request): Promise<{ notice: string | null; headers: HeadersInit }> {
  const value: unknown = await noticeCookie().parse(request.headers.get("Cookie"));
  const left = (value as { recoveryCodesLeft?: unknown } | null)?.recoveryCodesLeft;
  if (typeof left !== "number") return { notice: null, headers: {} };
  return { notice: recoveryNotice(left), headers: { "Set-Cookie": await noticeCookie().serialize("", { maxAge: 0 }) } };
}
