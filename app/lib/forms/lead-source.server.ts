import { SOURCE_FIELD, type LeadSource } from "../../../contract/lead-source";
import { leadSourceSchema } from "../../../contract/lead-source-schema";
import { pickUtm } from "../utm";

/** The same-origin page a form was posted from, per the post's Referer (a full URL under our Referrer-Policy). */
function refererPage(request: Request): URL | null {
  const referer = request.headers.get("Referer");
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === new URL(request.url).origin ? url : null;
  } catch {
    return null;
  }
}

/** The browser's hidden field, when JavaScript filled it and it holds what a source may hold. */
function fromField(formData: FormData): LeadSource | null {
  const raw = formData.get(SOURCE_FIELD);
  if (typeof raw !== "string" || !raw) return null;
  try {
    const parsed = leadSourceSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const withoutBlanks = (source: LeadSource): LeadSource | null => {
  const kept = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined)) as LeadSource;
  return Object.keys(kept).length ? kept : null;
};

/**
 * Where a lead came from. With JavaScript the visit's source travels in a hidden field (from
 * sessionStorage); without it, the post's Referer names the page the form was sent from, and
 * the campaign is whatever that page's address (or the form's own) carries.
 */
export function leadSourceOf(request: Request, formData: FormData): LeadSource | null {
  const page = refererPage(request);
  const field = fromField(formData);
  const pagePath = page ? page.pathname.slice(0, 300) : undefined;
  if (field) return withoutBlanks({ ...field, page: field.page ?? pagePath });
  const utm = (page && pickUtm(page.searchParams)) ?? pickUtm(new URL(request.url).searchParams) ?? undefined;
  return withoutBlanks({ utm, landing: utm ? pagePath : undefined, page: pagePath });
}
