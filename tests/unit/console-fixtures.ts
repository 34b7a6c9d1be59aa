import type { AppLoadContext } from "@remix-run/node";
import { saveSessionToken } from "~/lib/console/session.server";

export const SITE = "https://www.example.test";
export const TOKEN = "session-token-abc";
export const VISITOR = "203.0.113.77";
export const context = { cspNonce: "", clientIp: VISITOR } as AppLoadContext;

/** The Cookie header of a signed-in browser: the signed console_session cookie. */
export async function sessionCookie(token = TOKEN): Promise<string> {
  return (await saveSessionToken(token)).split(";")[0]!;
}

export async function signedInGet(path: string): Promise<Request> {
  return new Request(`${SITE}${path}`, { headers: { Cookie: await sessionCookie() } });
}

export async function signedInPost(path: string, fields: Record<string, string>, signedIn = true): Promise<Request> {
  return new Request(`${SITE}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      Origin: SITE,
      "Sec-Fetch-Site": "same-origin",
      "Content-Type": "application/x-www-form-urlencoded",
      ...(signedIn ? { Cookie: await sessionCookie() } : {}),
    },
  });
}

/** What a loader or action answered, thrown or returned: a Response, or data() unwrapped. */
/** A signed-in multipart post, as a form with a cover upload sends it. */
export async function multipartPost(path: string, fields: Record<string, string>, cover?: File): Promise<Request> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (cover) body.append("cover", cover);
  return new Request(`${SITE}${path}`, {
    method: "POST",
    body,
    headers: { Origin: SITE, "Sec-Fetch-Site": "same-origin", Cookie: await sessionCookie() },
  });
}

export async function answerOf(run: () => unknown): Promise<{ status: number; headers: Headers; data: unknown; response?: Response }> {
  let value: unknown;
  try {
    value = await run();
  } catch (error) {
    value = error;
  }
  if (value instanceof Response) return { status: value.status, headers: value.headers, data: null, response: value };
  const wrapped = value as { data?: unknown; init?: ResponseInit | null; type?: string };
  if (wrapped && wrapped.type === "DataWithResponseInit") {
    return { status: wrapped.init?.status ?? 200, headers: new Headers(wrapped.init?.headers), data: wrapped.data };
  }
  if (value instanceof Error) throw value;
  return { status: 200, headers: new Headers(), data: value };
}

export const staff = { id: 1, email: "asha@agency.example", name: "Asha", role: "owner", totp_enabled: false, created_at: "2026-11-01T10:00:00Z" };

export const lead = {
  kind: "enquiry",
  id: 42,
  name: "Meera Joshi",
  email: "meera@example.com",
  phone: "+919876543210",
  service: "Web Development",
  message: "A new site, please.",
  form: "contact",
  utm: { utm_source: "google" },
  status: "new",
  received_at: "2026-11-23T10:00:00Z",
  resume: null,
};
