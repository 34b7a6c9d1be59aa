import { Form } from "@remix-run/react";
import type { Board, BoardCard } from "~/lib/console/hiring-api.server";
import { formatIst } from "~/lib/console/format";
import { APPLICATION_STAGES, statusLabels, type ApplicationStage } from "~/lib/console/leads";

/** The positions as plain links: each opens its own board, JS or not. */
export function PositionPicker({ board, hrefFor }: { board: Board; hrefFor: (position: string) => string }) {
  if (board.positions.length === 0) return null;
  return (
    <nav className="hiring-positions" aria-label="Openings">
      <ul>
        {board.positions.map((position) => (
          <li key={position.title}>
            <a href={hrefFor(position.title)} aria-current={position.title === board.position ? "page" : undefined}>
              {position.title} <span className="console-nav-count">{position.count}</span>
              {position.open ? null : <span className="console-muted"> (closed)</span>}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A résumé a browser shows (PDF) opens in the sandboxed viewer; any other type downloads, as on the lead page. */
function ResumeLink({ card }: { card: BoardCard }) {
  if (!card.resume) return null;
  const pdf = card.resume.content_type === "application/pdf";
  return pdf ? (
    <a href={`/console/leads/application/${card.id}/resume/view`} target="_blank" rel="noreferrer">
      Résumé (PDF)
    </a>
  ) : (
    <a href={`/console/leads/application/${card.id}/resume`} download>
      Résumé ({card.resume.filename})
    </a>
  );
}

/** One application: who, when, the résumé, and a plain form per stage it can move to. */
function ApplicationCard({ card, stage, action }: { card: BoardCard; stage: ApplicationStage; action: string }) {
  return (
    <li className="hiring-card">
      <a className="hiring-card-name" href={`/console/leads/application/${card.id}`}>
        {card.name}
      </a>
      <p className="console-muted">
        <time dateTime={card.received_at}>{formatIst(card.received_at)}</time>
      </p>
      <ResumeLink card={card} />
      <Form method="post" action={action} className="hiring-move">
        <input type="hidden" name="id" value={card.id} />
        {APPLICATION_STAGES.filter((other) => other !== stage).map((other) => (
          <button key={other} type="submit" name="stage" value={other} className="btn btn--ghost btn--sm">
            Move to {statusLabels[other]}
            <span className="visually-hidden">: {card.name}</span>
          </button>
        ))}
      </Form>
    </li>
  );
}

/** A column per stage; on a phone the columns stack as sections, each with its count. */
export function HiringBoard({ board, action }: { board: Board; action: string }) {
  return (
    <div className="hiring-board">
      {board.stages.map((column) => (
        <section key={column.stage} className="hiring-column" aria-labelledby={`stage-${column.stage}`}>
          <h2 id={`stage-${column.stage}`} className="console-subhead">
            {statusLabels[column.stage]} <span className="console-nav-count">{column.count}</span>
          </h2>
          {column.data.length > 0 ? (
            <ul className="hiring-cards">
              {column.data.map((card) => (
                <ApplicationCard key={card.id} card={card} stage={column.stage} action={action} />
              ))}
            </ul>
          ) : (
            <p className="console-muted">None</p>
          )}
          {column.count > column.data.length ? (
            <p className="console-muted">
              The {column.data.length} newest of {column.count}: the inbox lists them all.
            </p>
          ) : null}
        </section>
      ))}
    </div>
  );
}
