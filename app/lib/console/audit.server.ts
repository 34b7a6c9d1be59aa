import type { AppLoadContext } from "@remix-run/node";
import { ApiError } from "../api-client.server";
import { auditFiltersOf, auditQuery } from "./audit-query";
import { consoleData, redirectToCanonical, staffCaller } from "./http.server";
import { forbiddenIfRefused } from "./staff-actions.server";
import { staffApi } from "./staff-api.server";

/**
 * The audit log's page: owners only (the API's 403 becomes the page's). A filter the API refuses
 * comes back as the form with its message and a 400, never an error page.
 */
export async function loadAuditPage(request: Request, context: Pick<AppLoadContext, "clientIp">) {
  const caller = await staffCaller(request, context);
  const url = new URL(request.url);
  const query = auditQuery(url.searchParams);
  redirectToCanonical(url, "/console/audit", query);
  const filters = auditFiltersOf(query);
  try {
    return consoleData({ filters, list: await staffApi.audit(caller, query), error: null });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      return consoleData({ filters, list: null, error: `These filters cannot be used: ${error.serverMessage ?? "check them"}.` }, { status: 400 });
    }
    return forbiddenIfRefused(error);
  }
}
