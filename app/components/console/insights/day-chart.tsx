import { formatCount, shortDay } from "~/lib/console/insights-format";

interface DayChartProps {
  id: string;
  title: string;
  days: { day: string; value: number; highlight?: number }[];
  valueLabel: string;
  highlightLabel?: string;
}

// Drawn in a 340-unit box shown at most 520 px wide: 12-unit text stays 12 px or more at 360 px.
const WIDTH = 340;
const HEIGHT = 150;
const TOP = 18;
const BOTTOM = 22;

/** Columns per day, drawn on the server; the table beneath holds the same numbers. */
export function DayChart({ id, title, days, valueLabel, highlightLabel }: DayChartProps) {
  const max = Math.max(1, ...days.map((entry) => entry.value));
  const plot = HEIGHT - TOP - BOTTOM;
  const step = WIDTH / Math.max(1, days.length);
  const bar = Math.max(1, step * 0.7);
  const y = (value: number) => TOP + plot - (value / max) * plot;
  const summary = `${title}: ${days.length} days, highest ${formatCount(max)} ${valueLabel}.`;
  return (
    <figure className="insights-figure" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="insights-figure-title">
        {title}
      </figcaption>
      <svg className="insights-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary}>
        <text x="0" y="12" className="insights-axis">
          {formatCount(max)}
        </text>
        <line x1="0" x2={WIDTH} y1={TOP + plot} y2={TOP + plot} className="insights-baseline" />
        {days.map((entry, index) => (
          <g key={entry.day}>
            <rect x={index * step + (step - bar) / 2} y={y(entry.value)} width={bar} height={TOP + plot - y(entry.value)} className="insights-bar" />
            {entry.highlight ? (
              <rect x={index * step + (step - bar) / 2} y={y(entry.highlight)} width={bar} height={TOP + plot - y(entry.highlight)} className="insights-bar insights-bar--won" />
            ) : null}
          </g>
        ))}
        {days.length ? (
          <>
            <text x="0" y={HEIGHT - 4} className="insights-axis">
              {shortDay(days[0].day)}
            </text>
            <text x={WIDTH} y={HEIGHT - 4} textAnchor="end" className="insights-axis">
              {shortDay(days[days.length - 1].day)}
            </text>
          </>
        ) : null}
      </svg>
      <details className="insights-data">
        <summary>Table of “{title}”</summary>
        <table className="insights-table">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">{valueLabel}</th>
              {highlightLabel ? <th scope="col">{highlightLabel}</th> : null}
            </tr>
          </thead>
          <tbody>
            {days.map((entry) => (
              <tr key={entry.day}>
                <th scope="row">{entry.day}</th>
                <td>{formatCount(entry.value)}</td>
                {highlightLabel ? <td>{formatCount(entry.highlight ?? 0)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
