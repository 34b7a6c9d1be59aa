import { saveSessionToken } from "~/lib/console/session.server";
import { getRequest, postRequest } from "./route";

/** Requests from a browser signed in to the console: the signed console_session cookie. */

export const TOKEN = "session-token-abc";

/** The Cookie header of a signed-in browser. */
export async function sessionCookie(token = TOKEN): Promise<string> {
  return (await saveSessionToken(token)).split(";")[0]!;
}

export async function signedInGet(path: string): Promise<Request> {
  return getRequest(path, { Cookie: await sessionCookie() });
}

/** A signed-in form post (`signedIn` false: the same post without the cookie). */
export async function signedInPost(path: string, fields: Record<string, string>, signedIn = true): Promise<Request> {
  return postRequest(path, fields, {
    "Content-Type": "application/x-www-form-urlencoded",
    ...(signedIn ? { Cookie: await sessionCookie() } : {}),
  });
}

/** A signed-in multipart post, as a form with a cover upload sends it. */
export async function multipartPost(path: string, fields: Record<string, string>, cover?: File): Promise<Request> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (cover) body.append("cover", cover);
  return postRequest(path, body, { Cookie: await sessionCookie() });
}
