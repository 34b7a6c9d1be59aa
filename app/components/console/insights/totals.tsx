import type { InsightsTotals } from "../../../../contract/insights";
import { change, conversion, formatCount, formatMinutes, formatRupees } from "~/lib/console/insights-format";

/** The range's headline figures, each with the change from the period before. */
export function InsightsTotalsList({ now, before }: { now: InsightsTotals; before: InsightsTotals }) {
  const items: [string, string, string][] = [
    ["Visits", formatCount(now.visits), change(now.visits, before.visits)],
    ["Visitors", formatCount(now.visitors), change(now.visitors, before.visitors)],
    ["Page views", formatCount(now.pageviews), change(now.pageviews, before.pageviews)],
    ["Leads", formatCount(now.leads), change(now.leads, before.leads)],
    ["Conversion", conversion(now.leads, now.visits), `was ${conversion(before.leads, before.visits)}`],
    ["Won", formatCount(now.won), change(now.won, before.won)],
    ["Won value", formatRupees(now.won_value), `was ${formatRupees(before.won_value)}`],
    ["First response (median)", formatMinutes(now.first_response_minutes), `was ${formatMinutes(before.first_response_minutes)}`],
  ];
  return (
    <dl className="insights-totals">
      {items.map(([label, value, delta]) => (
        <div key={label} className="insights-total">
          <dt>{label}</dt>
          <dd>
            <span className="insights-total-value">{value}</span>
            <span className="insights-total-change">{delta.startsWith("was") ? delta : `${delta} on the period before`}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
