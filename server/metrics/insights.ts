import { Gauge, type Registry } from "prom-client";
import type { InsightsHeadline } from "../../api/services/insights-headline";
import { scrapeReading } from "./scrape-read";

/** The agency's own figures, as the console's insights show them; NaN when the database does not answer in time. */
export function registerInsightsMetrics(registry: Registry, readInsights: () => Promise<InsightsHeadline>): void {
  const read = scrapeReading(readInsights);
  new Gauge({
    name: "agency_leads_today",
    help: "Leads (enquiries and applications, spam left out) received today, India's day",
    registers: [registry],
    aggregator: "max",
    async collect() {
      this.set((await read())?.leadsToday ?? NaN);
    },
  });
  new Gauge({
    name: "agency_first_response_median_seconds",
    help: "Median time from a lead's arrival to its first response over the last 30 days (NaN when none was answered)",
    registers: [registry],
    aggregator: "max",
    async collect() {
      const minutes = (await read())?.firstResponseMedianMinutes;
      this.set(minutes === undefined || minutes === null ? NaN : minutes * 60);
    },
  });
}
