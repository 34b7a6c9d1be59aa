import { Link } from "@remix-run/react";
import { company } from "~/content/company";

interface QuoteCalloutProps {
  title?: string;
  text?: string;
}

export function QuoteCallout({
  title = "Ready to start your project?",
  text = `Tell us what you are building. We reply ${company.replyPromise} with next steps and a clear estimate.`,
}: QuoteCalloutProps) {
  return (
    <section className="section" aria-label="Start a project">
      <div className="container">
        <div className="callout">
          <div>
            <h2>{title}</h2>
            <p>{text}</p>
          </div>
          <div className="btn-row">
            <Link to="/quote" className="btn btn--accent">
              Get a quote
            </Link>
            <Link to="/contact-us" className="btn btn--light">
              Talk to us
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
