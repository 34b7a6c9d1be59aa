import type { InsightsBreakdownRow } from "../../../../contract/insights";
import { conversion, formatCount, formatRupees } from "~/lib/console/insights-format";

interface FunnelChartProps {
  id: string;
  title: string;
  keyLabel: string;
  rows: InsightsBreakdownRow[];
  /** Services have no visits of their own: their chart and table leave them out. */
  withVisits?: boolean;
}

const WIDTH = 340;
const ROW = 40;
const BAR = 9;

/**
 * Visits → leads → won under one key (source, campaign, landing page, service): a pair of bars
 * per row, each measured against its own largest, drawn on the server; the table beneath has
 * the numbers, the conversion rate and the won value.
 */
export function FunnelChart({ id, title, keyLabel, rows, withVisits = true }: FunnelChartProps) {
  const maxVisits = Math.max(1, ...rows.map((row) => row.visits));
  const maxLeads = Math.max(1, ...rows.map((row) => row.leads));
  const height = Math.max(1, rows.length) * ROW;
  return (
    <figure className="insights-figure" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="insights-figure-title">
        {title}
      </figcaption>
      {rows.length === 0 ? (
        <p className="insights-empty">Nothing in this range yet.</p>
      ) : (
        <svg className="insights-chart" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={`${title}, ${rows.length} rows; the table below has the figures.`}>
          {rows.map((row, index) => {
            const top = index * ROW;
            const leadsWidth = (row.leads / maxLeads) * (WIDTH - 60);
            return (
              <g key={row.key}>
                <text x="0" y={top + 12} className="insights-label">
                  {row.key.length > 44 ? `${row.key.slice(0, 43)}…` : row.key}
                </text>
                {withVisits ? (
                  <>
                    <rect x="0" y={top + 16} width={Math.max(1, (row.visits / maxVisits) * (WIDTH - 60))} height={BAR} className="insights-bar" />
                    <text x={WIDTH} y={top + 24} textAnchor="end" className="insights-axis">
                      {formatCount(row.visits)}
                    </text>
                  </>
                ) : null}
                <rect x="0" y={top + (withVisits ? 27 : 18)} width={Math.max(1, leadsWidth)} height={BAR} className="insights-bar insights-bar--leads" />
                <text x={WIDTH} y={top + (withVisits ? 36 : 27)} textAnchor="end" className="insights-axis">
                  {formatCount(row.leads)}
                </text>
              </g>
            );
          })}
        </svg>
      )}
      <p className="insights-legend">
        {withVisits ? <span className="insights-key insights-key--visits">visits</span> : null}
        <span className="insights-key insights-key--leads">leads</span>
      </p>
      {/* On a phone the table scrolls sideways in this box: it takes focus so a keyboard can scroll it too. */}
      <div className="insights-table-wrap" role="region" aria-label={`${title}: the figures`} tabIndex={0}>
        <table className="insights-table">
          <thead>
            <tr>
              <th scope="col">{keyLabel}</th>
              {withVisits ? <th scope="col">Visits</th> : null}
              <th scope="col">Leads</th>
              {withVisits ? <th scope="col">Conversion</th> : null}
              <th scope="col">Won</th>
              <th scope="col">Won value</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.key}</th>
                {withVisits ? <td>{formatCount(row.visits)}</td> : null}
                <td>{formatCount(row.leads)}</td>
                {withVisits ? <td>{conversion(row.leads, row.visits)}</td> : null}
                <td>{formatCount(row.won)}</td>
                <td>{formatRupees(row.won_value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
