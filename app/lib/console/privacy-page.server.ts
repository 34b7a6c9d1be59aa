import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { ApiError } from "../api-client.server";
import { CONSOLE_HEADERS, consoleData, readConsoleForm, staffCaller } from "./http.server";
import { privacyApi } from "./privacy-api.server";
import { passThrough } from "./passthrough.server";

export const PRIVACY_PATH = "/console/privacy";
const MAX_Q = 200;

/** The API's refusal of what was typed (400: not a whole email or a 10-digit phone) stays next to the field. */
const refusalOf = (error: unknown) => (error instanceof ApiError && error.status !== null && error.status < 500 && error.status !== 403 ? error : null);

/** `?q=` finds the person; `?erased=` says what the last erasure took. */
export async function privacyLoader({ request, context }: LoaderFunctionArgs) {
  const caller = await staffCaller(request, context);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_Q);
  const erased = url.searchParams.get("erased");
  if (!q) {
    // Asked with no one: the API checks the role (the 403 page for all but owners) by a search it refuses.
    await privacyApi.find(caller, "").catch((error: unknown) => {
      if (!(error instanceof ApiError && error.status === 400)) throw error;
    });
    return consoleData({ q, found: null, error: null, erased });
  }
  try {
    return consoleData({ q, found: await privacyApi.find(caller, q), error: null, erased: null });
  } catch (error) {
    const refused = refusalOf(error);
    if (!refused) throw error;
    return consoleData({ q, found: null, error: refused.serverMessage ?? "Enter an email address or a phone number", erased: null }, { status: refused.status ?? 400 });
  }
}

/** The export: the API's JSON file (its résumés included) handed on as a download; the API logs it. */
export async function privacyExportLoader({ request, context }: LoaderFunctionArgs) {
  const caller = await staffCaller(request, context);
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, MAX_Q);
  try {
    return passThrough(await privacyApi.exportFile(caller, q), "personal-data.json");
  } catch (error) {
    const refused = error instanceof ApiError && error.status !== null && error.status < 500 ? error : null;
    if (!refused) throw error;
    // Back to the page, which says what was wrong with the search.
    return redirect(`${PRIVACY_PATH}?${new URLSearchParams({ q })}`, { status: 303, headers: CONSOLE_HEADERS });
  }
}

/** Erasure: only with the box ticked (the confirmation step), then back to the page saying what went. */
export async function privacyAction({ request, context }: ActionFunctionArgs) {
  const caller = await staffCaller(request, context);
  const read = await readConsoleForm(request);
  if (!read.ok) return consoleData({ eraseError: read.message }, { status: read.status });
  const q = String(read.formData.get("q") ?? "").trim();
  if (!q || q.length > MAX_Q) return consoleData({ eraseError: "Search for the person first." }, { status: 400 });
  if (read.formData.get("confirm") !== "yes") {
    return consoleData({ eraseError: "Tick the box to confirm: the erasure cannot be undone." }, { status: 400 });
  }
  try {
    const erased = await privacyApi.erase(caller, q);
    const traces = erased.mail === undefined ? "" : `, with ${erased.mail} emails and ${erased.webhook_deliveries ?? 0} webhook deliveries about them`;
    const said = `${erased.enquiries} enquiries, ${erased.applications} applications, ${erased.comments} comments and ${erased.lead_history} history entries${traces}`;
    return redirect(`${PRIVACY_PATH}?${new URLSearchParams({ erased: said })}`, { status: 303, headers: CONSOLE_HEADERS });
  } catch (error) {
    if (error instanceof ApiError && error.status !== null && error.status < 500) {
      return consoleData({ eraseError: error.serverMessage ?? "Nothing was erased." }, { status: error.status });
    }
    throw error;
  }
}
