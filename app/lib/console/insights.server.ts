import type { AppLoadContext } from "@remix-run/node";
import { ApiError } from "../api-client.server";
import { consoleData, staffCaller } from "./http.server";
import { isRealDay } from "./inbox-query";
import { forbiddenIfRefused } from "./staff-actions.server";
import { insightsAnswerSchema } from "./insights-schema";
import { parseStaffAnswer, staffCall } from "./staff-api.server";

export interface InsightsRange {
  from: string;
  to: string;
}

const day = (value: string | null) => value?.trim().slice(0, 10) ?? "";

/**
 * The dashboard (owners): the figures of a range of IST days and of the period before it, from
 * GET /api/staff/insights. A range the API refuses comes back as the form with its message and a 400.
 */
export async function loadInsightsPage(request: Request, context: Pick<AppLoadContext, "clientIp">) {
  const caller = await staffCaller(request, context);
  const params = new URL(request.url).searchParams;
  const range: InsightsRange = { from: day(params.get("from")), to: day(params.get("to")) };
  const bad = [range.from, range.to].find((value) => value && !isRealDay(value));
  if (bad !== undefined) return consoleData({ range, figures: null, error: "From and To must be real dates, like 2026-01-31." }, { status: 400 });
  const query = new URLSearchParams(Object.entries(range).filter(([, value]) => value));
  try {
    const figures = parseStaffAnswer(insightsAnswerSchema, await staffCall(caller, `/staff/insights?${query}`), "/staff/insights");
    return consoleData({ range: { from: figures.current.from, to: figures.current.to }, figures, error: null });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      return consoleData({ range, figures: null, error: `This range cannot be shown: ${error.serverMessage ?? "check the dates"}.` }, { status: 400 });
    }
    return forbiddenIfRefused(error);
  }
}
