import { commitSession, getSession } from "./session.server";
import { pickUtm, type Utm } from "./utm";
import { utmSchema } from "../../contract/utm-schema";

/**
 * The campaign in the URL, if any, with the Set-Cookie that keeps it for the rest of the
 * visit. Pages read only the URL, never the cookie, so what they render is the same for
 * every visitor of that URL and a shared cache may keep it.
 */
export async function landingUtm(request: Request): Promise<{ utm: Utm | null; setCookie: string | null }> {
  const fromUrl = pickUtm(new URL(request.url).searchParams);
  if (!fromUrl) return { utm: null, setCookie: null };
  const session = await getSession(request);
  session.set("utm", fromUrl);
  return { utm: fromUrl, setCookie: await commitSession(session) };
}

/** The campaign kept earlier in this visit. */
async function storedUtm(request: Request): Promise<Utm | null> {
  const stored = utmSchema.safeParse((await getSession(request)).get("utm"));
  return stored.success ? pickUtm(new Map(Object.entries(stored.data))) : null;
}

/** What the quote form sends: its hidden fields first, else the URL's, else what the session kept. */
export async function submittedUtm(request: Request, formData: FormData): Promise<Utm | null> {
  return pickUtm(formData) ?? pickUtm(new URL(request.url).searchParams) ?? (await storedUtm(request));
}
