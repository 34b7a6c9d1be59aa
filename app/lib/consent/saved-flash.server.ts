import { parse, serialize } from "cookie";
import { isSecureSite } from "../secret.server";
import type { ConsentLanguage, ConsentOutcome } from "./choices";

/** Carries "your choice was saved" across the redirect after the banner's post, to be shown once. */
export const SAVED_FLASH_COOKIE = "cookie_consent_saved";

const FLASH_SECONDS = 300;
const VALUE = /^(accepted|rejected|saved)\.(en|hi)$/;

export interface SavedFlash {
  outcome: ConsentOutcome;
  language: ConsentLanguage;
}

export function hasSavedFlash(cookieHeader: string | null | undefined): boolean {
  return Boolean(cookieHeader && parse(cookieHeader)[SAVED_FLASH_COOKIE] !== undefined);
}

export function readSavedFlash(cookieHeader: string | null | undefined): SavedFlash | null {
  if (!cookieHeader) return null;
  const match = VALUE.exec(parse(cookieHeader)[SAVED_FLASH_COOKIE] ?? "");
  return match ? { outcome: match[1] as ConsentOutcome, language: match[2] as ConsentLanguage } : null;
}

const options = () => ({ httpOnly: true, sameSite: "lax" as const, secure: isSecureSite(), path: "/" });

export function savedFlashCookie({ outcome, language }: SavedFlash): string {
  return serialize(SAVED_FLASH_COOKIE, `${outcome}.${language}`, { ...options(), maxAge: FLASH_SECONDS });
}

export function clearSavedFlashCookie(): string {
  return serialize(SAVED_FLASH_COOKIE, "", { ...options(), maxAge: 0 });
}
