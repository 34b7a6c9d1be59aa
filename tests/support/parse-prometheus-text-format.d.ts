declare module "parse-prometheus-text-format" {
  interface Sample {
    value?: string;
    labels?: Record<string, string>;
  }
  interface Family {
    name: string;
    help: string;
    type: "COUNTER" | "GAUGE" | "HISTOGRAM" | "SUMMARY" | "UNTYPED";
    metrics: Sample[];
  }
  /** Throws on a line that is not Prometheus's text format. */
  export default function parsePrometheusTextFormat(text: string): Family[];
}
