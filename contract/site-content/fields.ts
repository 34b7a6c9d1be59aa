import { z } from "zod";
import { isOneLine } from "../one-line";

/** Field builders shared by every kind's schema: trimmed, bounded, single lines without control characters. */
export const line = (max: number) =>
  z.string().trim().min(1).max(max).refine(isOneLine, "must be one line, without control characters");

export const optionalLine = (max: number) =>
  z.string().trim().max(max).refine(isOneLine, "must be one line, without control characters").default("");

export const paragraph = (max: number) => z.string().trim().min(1).max(max);

