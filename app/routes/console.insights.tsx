import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConsolePageHead } from "~/components/console/console-page-head";
import { DayChart } from "~/components/console/insights/day-chart";
import { FunnelChart } from "~/components/console/insights/funnel-chart";
import { InsightsRangeForm } from "~/components/console/insights/range-form";
import { InsightsTotalsList } from "~/components/console/insights/totals";
import { loadInsightsPage } from "~/lib/console/insights.server";
import { formatCount } from "~/lib/console/insights-format";
import { formLabels } from "~/lib/console/leads";
import { consoleMeta } from "~/lib/console/meta";
import { serviceName } from "../../contract/service-names";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";
export const meta = () => consoleMeta("Insights");

export const loader = ({ request, context }: LoaderFunctionArgs) => loadInsightsPage(request, context);

export default function Insights() {
  const { range, figures, error } = useLoaderData<typeof loader>();
  const now = figures?.current;
  return (
    <div className="console-page insights">
      <ConsolePageHead title="Insights" />
      <p className="insights-intro">
        Where clients come from: visits counted without cookies, the leads they became and the work won. Days are in Indian Standard Time.
      </p>
      <InsightsRangeForm range={range} error={error} />
      {figures && now ? (
        <>
          <h2 className="console-subhead">
            {now.from} to {now.to}, compared with {figures.previous.from} to {figures.previous.to}
          </h2>
          <InsightsTotalsList now={now.totals} before={figures.previous.totals} />
          <div className="insights-grid">
            <DayChart id="chart-visits" title="Visits per day" valueLabel="Visits" days={now.daily.map((d) => ({ day: d.day, value: d.visits }))} />
            <DayChart
              id="chart-leads"
              title="Leads and won per day"
              valueLabel="Leads"
              highlightLabel="Won"
              days={now.daily.map((d) => ({ day: d.day, value: d.leads, highlight: d.won }))}
            />
            <FunnelChart id="chart-source" title="By source" keyLabel="Source" rows={now.by_source} />
            <FunnelChart id="chart-campaign" title="By campaign" keyLabel="Campaign" rows={now.by_campaign} />
            <FunnelChart id="chart-landing" title="By landing page" keyLabel="Landing page" rows={now.by_landing} />
            <FunnelChart
              id="chart-service"
              title="By service"
              keyLabel="Service"
              withVisits={false}
              rows={now.by_service.map((row) => ({ ...row, key: row.key === "career" ? "Job applications" : serviceName(row.key) }))}
            />
          </div>
          <h2 className="console-subhead">Leads by form</h2>
          <table className="insights-table insights-forms">
            <thead>
              <tr>
                <th scope="col">Form</th>
                <th scope="col">Leads</th>
              </tr>
            </thead>
            <tbody>
              {now.by_form.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{formLabels[row.key] ?? row.key}</th>
                  <td>{formatCount(row.leads)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </div>
  );
}
