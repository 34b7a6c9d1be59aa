import { parse, serialize } from "cookie";
import { siteCookies } from "~/content/cookies";

const tagCookies = siteCookies.filter((cookie) => cookie.setBy === "Google Tag Manager");

const isTagCookie = (name: string) =>
  tagCookies.some((cookie) => (cookie.prefix ? name.startsWith(cookie.prefix) : cookie.name === name));

/**
 * Set-Cookie values that delete the tag manager's cookies the visitor still has. Google sets
 * them on the widest domain it may ("auto"), so each is cleared there and on this host alone.
 */
export function clearTagCookies(cookieHeader: string | null, hostname: string): string[] {
  const names = Object.keys(parse(cookieHeader ?? "")).filter(isTagCookie);
  const labels = hostname.split(".");
  const widest = labels.length > 2 && !/^[\d.]+$/.test(hostname) ? labels.slice(-2).join(".") : hostname;
  const domains = [...new Set([widest, hostname])].filter((domain) => domain.includes("."));
  return names.flatMap((name) => [
    serialize(name, "", { path: "/", maxAge: 0 }),
    ...domains.map((domain) => serialize(name, "", { path: "/", maxAge: 0, domain })),
  ]);
}
