import { commitSession, getSession } from "./session.server";
import { pickUtm, type Utm } from "./utm";
import { utmSchema } from "./utm-schema.server";

/**
 * The visit's campaign: taken from the URL when it carries one (and then kept in the
 * session cookie), else the one kept earlier in this visit.
 */
export async function visitUtm(request: Request): Promise<{ utm: Utm | null; setCookie: string | null }> {
  const session = await getSession(request);
  const fromUrl = pickUtm(new URL(request.url).searchParams);
  if (fromUrl) {
    session.set("utm", fromUrl);
    return { utm: fromUrl, setCookie: await commitSession(session) };
  }
  const stored = utmSchema.safeParse(session.get("utm"));
  return {
    utm: stored.success ? pickUtm(new Map(Object.entries(stored.data))) : null,
    setCookie: null,
  };
}

/** What the quote form sends: its hidden fields first, else what the session kept. */
export async function submittedUtm(request: Request, formData: FormData): Promise<Utm | null> {
  return pickUtm(formData) ?? (await visitUtm(request)).utm;
}
