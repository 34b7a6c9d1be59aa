import { parse, serialize } from "cookie";
import { isSecureSite } from "../secret.server";
import type { ConsentChoices } from "./choices";

export const CONSENT_COOKIE = "cookie_consent";

/**
 * The version of the notice the visitor answered. Raise it when the notice says something new
 * (another purpose, another tag): every visitor is asked again.
 */
export const NOTICE_VERSION = 1;

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export interface StoredConsent {
  version: number;
  choices: ConsentChoices;
  /** The API's record of this choice, when it could be kept. */
  recordId: string | null;
}

/** `<version>.a<0|1>m<0|1>[.<record id>]`: small, and readable by anyone who looks at their cookies. */
const VALUE = /^(\d{1,6})\.a([01])m([01])(?:\.([0-9a-f-]{36}))?$/;

export function readConsent(cookieHeader: string | null | undefined): StoredConsent | null {
  if (!cookieHeader) return null;
  const match = VALUE.exec(parse(cookieHeader)[CONSENT_COOKIE] ?? "");
  if (!match) return null;
  return {
    version: Number(match[1]),
    choices: { analytics: match[2] === "1", marketing: match[3] === "1" },
    recordId: match[4] ?? null,
  };
}

/** The visitor's answer to the current notice; null asks them (again). */
export function currentChoices(cookieHeader: string | null | undefined): ConsentChoices | null {
  const stored = readConsent(cookieHeader);
  return stored && stored.version === NOTICE_VERSION ? stored.choices : null;
}

export function consentCookie({ version, choices, recordId }: StoredConsent): string {
  const value = `${version}.a${choices.analytics ? 1 : 0}m${choices.marketing ? 1 : 0}${recordId ? `.${recordId}` : ""}`;
  return serialize(CONSENT_COOKIE, value, {
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureSite(),
    path: "/",
    maxAge: ONE_YEAR_SECONDS,
  });
}
