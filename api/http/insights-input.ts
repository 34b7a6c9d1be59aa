import { z } from "zod";
import { INSIGHTS_DAYS_MAX } from "../../contract/insights";
import type { DayRange } from "../services/insights";
import { istDay } from "../services/ist-day";
import { blankIsMissing, dayInput } from "./lead-input";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Without dates: the last 30 days, today included. */
export const DEFAULT_DAYS = 30;

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** ?from=&to= as an inclusive range of IST days; either may be left out. */
export const insightsRangeSchema = z
  .object({ from: blankIsMissing(dayInput), to: blankIsMissing(dayInput) })
  .transform((input): DayRange => {
    const to = input.to ?? istDay(new Date());
    const from = input.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
    return { from, to };
  })
  .refine((range) => range.from <= range.to, { message: "must not be before from", path: ["to"] })
  .refine((range) => daysBetween(range.from, range.to) <= INSIGHTS_DAYS_MAX, {
    message: `must be at most ${INSIGHTS_DAYS_MAX} days after from`,
    path: ["to"],
  });
