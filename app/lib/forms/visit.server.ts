import { honeypotInputProps } from "../honeypot.server";
import { visitUtm } from "../utm.server";
import { issueXsrfCookie } from "../xsrf.server";

/**
 * What every page needs for its forms, read by the root loader: the honeypot's fields,
 * the visit's campaign, and the cookies to set (campaign kept, XSRF token issued).
 */
export async function visitForForms(request: Request) {
  const headers = new Headers();
  const { utm, setCookie } = await visitUtm(request);
  if (setCookie) headers.append("Set-Cookie", setCookie);
  const xsrf = issueXsrfCookie(request);
  if (xsrf) headers.append("Set-Cookie", xsrf);
  return { honeypot: honeypotInputProps(), utm, headers };
}
