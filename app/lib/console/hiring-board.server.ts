import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { ApiError } from "../api-client.server";
import { CONSOLE_HEADERS, consoleData, readConsoleForm, staffCaller } from "./http.server";
import { hiringApi } from "./hiring-api.server";
import { APPLICATION_STAGES, statusLabels, type ApplicationStage } from "./leads";
import { staffApi } from "./staff-api.server";
import { isOneLine } from "../../../contract/one-line";
import { boardHref } from "./hiring-board";

// A position with a control character names no opening: the board of every opening, rather than an API refusal.
const positionOf = (url: URL) => {
  const position = url.searchParams.get("position")?.trim();
  return position && isOneLine(position) ? position : null;
};
const isStage = (value: unknown): value is ApplicationStage => (APPLICATION_STAGES as readonly unknown[]).includes(value);

export async function boardLoader({ request, context }: LoaderFunctionArgs) {
  const caller = await staffCaller(request, context);
  const url = new URL(request.url);
  const board = await hiringApi.board(caller, positionOf(url));
  const moved = url.searchParams.get("moved");
  return consoleData({ board, saved: isStage(moved) ? `Moved to ${statusLabels[moved]}.` : null });
}

const moveSchema = z.object({
  id: z.coerce.number({ invalid_type_error: "Choose an application to move" }).int().positive("Choose an application to move"),
  stage: z.enum(APPLICATION_STAGES, { errorMap: () => ({ message: `Choose a stage: ${APPLICATION_STAGES.map((s) => statusLabels[s]).join(", ")}` }) }),
});

/** "Move to <stage>" from a card: one status call, then back to the same board (303), JS on or off. */
export async function boardAction({ request, context }: ActionFunctionArgs) {
  const caller = await staffCaller(request, context);
  const read = await readConsoleForm(request);
  if (!read.ok) return consoleData({ moveError: read.message }, { status: read.status });
  const parsed = moveSchema.safeParse(Object.fromEntries(read.formData));
  if (!parsed.success) return consoleData({ moveError: parsed.error.issues[0].message }, { status: 400 });
  const { id, stage } = parsed.data;
  try {
    await staffApi.setStatus(caller, "application", String(id), stage);
  } catch (error) {
    if (error instanceof ApiError && error.status !== null && error.status < 500) {
      return consoleData({ moveError: error.serverMessage ?? "This application could not be moved." }, { status: error.status });
    }
    throw error;
  }
  return redirect(boardHref(positionOf(new URL(request.url)), stage), { status: 303, headers: CONSOLE_HEADERS });
}
