import type { InsightsRange } from "~/lib/console/insights.server";

/** The dates shown (a GET form, so it works without JavaScript); both left empty = the last 30 days. */
export function InsightsRangeForm({ range, error }: { range: InsightsRange; error: string | null }) {
  return (
    <form method="get" action="/console/insights" className="console-filters insights-range" aria-label="Date range">
      <div className="console-filter">
        <label htmlFor="insights-from">From</label>
        <input id="insights-from" type="date" name="from" defaultValue={range.from} aria-invalid={error ? true : undefined} aria-describedby={error ? "insights-error" : undefined} />
      </div>
      <div className="console-filter">
        <label htmlFor="insights-to">To</label>
        <input id="insights-to" type="date" name="to" defaultValue={range.to} aria-invalid={error ? true : undefined} aria-describedby={error ? "insights-error" : undefined} />
      </div>
      <button type="submit" className="button button--primary">
        Show
      </button>
      {error ? (
        <p id="insights-error" role="alert" className="console-filter-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
