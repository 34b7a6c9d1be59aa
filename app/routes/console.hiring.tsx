import { useActionData, useLoaderData } from "@remix-run/react";
import { ConsolePageHead } from "~/components/console/console-page-head";
import { HiringBoard, PositionPicker } from "~/components/console/hiring-board";
import { boardHref } from "~/lib/console/hiring-board";
import { boardAction, boardLoader } from "~/lib/console/hiring-board.server";
import { consoleMeta } from "~/lib/console/meta";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";
export const meta = () => consoleMeta("Hiring board");
export const loader = boardLoader;
export const action = boardAction;

/** The hiring board (docs/hiring.md): one opening's applications by stage. */
export default function HiringBoardPage() {
  const { board, saved } = useLoaderData<typeof loader>();
  const answer = useActionData<{ moveError?: string }>();
  return (
    <div className="console-page">
      <ConsolePageHead title={board.position ? `Hiring: ${board.position}` : "Hiring"} />
      <p className="console-saved" role="status">
        {saved}
      </p>
      {answer?.moveError ? (
        <p className="console-banner" role="alert">
          {answer.moveError}
        </p>
      ) : null}
      <PositionPicker board={board} hrefFor={(position) => boardHref(position)} />
      {board.position ? (
        <HiringBoard board={board} action={boardHref(board.position)} />
      ) : (
        <p className="console-empty">No openings yet: add one under Openings, and its applications gather here.</p>
      )}
    </div>
  );
}
