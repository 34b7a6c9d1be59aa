import { honeypotInputProps } from "../honeypot.server";
import { landingUtm } from "../utm.server";

/**
 * What every page needs for its forms, read by the root loader: the honeypot's fields and the
 * campaign of a landing URL (kept in the session cookie for the rest of the visit). The XSRF
 * token is the browser's own (xsrf.client), so pages set no cookie a shared cache would refuse.
 */
export async function visitForForms(request: Request) {
  const headers = new Headers();
  const { utm, setCookie } = await landingUtm(request);
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return { honeypot: honeypotInputProps(), utm, headers };
}
