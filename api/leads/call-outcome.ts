import type { z } from "zod";
import type { callOutcomeSchema } from "./input";

/** India's wall clock, for the words of a note ("call back on 12 Mar 2026, 11:00 am IST"). */
export function inIst(date: Date): string {
  return `${new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" }).format(date)} IST`;
}

/** The note a one-tap call outcome becomes. */
export function callOutcomeNote(input: z.output<typeof callOutcomeSchema>): string {
  const via = input.channel === "whatsapp" ? "WhatsApp" : "Call";
  if (input.outcome === "reached") return `${via}: reached.`;
  if (input.outcome === "no_answer" && !input.call_back_at) return `${via}: no answer.`;
  const when = input.call_back_at ? inIst(input.call_back_at) : "";
  return input.outcome === "no_answer" ? `${via}: no answer, call back on ${when}.` : `${via}: call back on ${when}.`;
}
