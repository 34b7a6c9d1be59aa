import { type ActionFunctionArgs, data, redirect } from "@remix-run/node";
import { getEnv } from "../env.server";
import { forgeryReason } from "../forms/forgery.server";
import { failureTexts } from "../forms/messages";
import { readPageForm } from "../http/read-form.server";
import { allowsTags, choicesOf, outcomeOf } from "./choices";
import { consentFormSchema } from "./choice-form";
import { clearTagCookies } from "./clear-tag-cookies.server";
import { consentCookie, NOTICE_VERSION, readConsent } from "./consent-cookie.server";
import { recordConsent } from "./record.server";
import { safeReturnPath } from "./return-path";
import { savedFlashCookie } from "./saved-flash.server";

const refuse = (status: number, message: string) => data({ error: message }, { status, headers: { "Cache-Control": "no-store" } });

/**
 * The banner's and the settings' post: keeps the choice (cookie and API record), deletes the
 * tag manager's cookies when it is no longer allowed, and returns to the page it came from
 * (303), where the banner confirms it once.
 */
export async function consentAction({ request, context }: ActionFunctionArgs) {
  if (!getEnv().GTM_ID) return refuse(404, "This website sets necessary cookies only: there is nothing to choose.");
  if (forgeryReason(request.method, request.headers, new URL(request.url).origin)) return refuse(403, failureTexts.crossSite);
  const read = await readPageForm(request);
  if (!read.ok) return refuse(read.status, read.status === 400 ? failureTexts.unreadable : read.message);
  const parsed = consentFormSchema.safeParse(Object.fromEntries(read.formData));
  if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? failureTexts.unreadable);

  const form = parsed.data;
  const cookieHeader = request.headers.get("Cookie");
  const choices = choicesOf(form.choice, { analytics: form.analytics, marketing: form.marketing });
  const previous = readConsent(cookieHeader);
  const recordId = await recordConsent(
    { noticeVersion: NOTICE_VERSION, choices, language: form.language, replaces: previous?.recordId ?? null },
    context.clientIp,
  );

  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", consentCookie({ version: NOTICE_VERSION, choices, recordId }));
  headers.append("Set-Cookie", savedFlashCookie({ outcome: outcomeOf(form.choice), language: form.language }));
  if (!allowsTags(choices)) {
    for (const cleared of clearTagCookies(cookieHeader, new URL(request.url).hostname)) headers.append("Set-Cookie", cleared);
  }
  return redirect(safeReturnPath(form.return_to), { status: 303, headers });
}
