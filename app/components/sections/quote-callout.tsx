import type { ReactNode } from "react";
import { company } from "~/content/company";
import { QuoteButtons } from "../quote-buttons";

interface QuoteCalloutProps {
  title?: string;
  text?: string;
  /** Names the section landmark. */
  label?: string;
  /** Offer "Talk to Us" beside "Get a Quote". */
  talk?: boolean;
  /** Shown under the callout, in the same section. */
  children?: ReactNode;
}

export function QuoteCallout({
  title = "Ready to start your project?",
  text = `Tell us what you are building. We reply ${company.replyPromise} with next steps and a clear estimate.`,
  label = "Start a project",
  talk = true,
  children,
}: QuoteCalloutProps) {
  return (
    <section className="section" aria-label={label}>
      <div className="container">
        <div className="callout">
          <div>
            <h2>{title}</h2>
            <p>{text}</p>
          </div>
          <QuoteButtons talk={talk} />
        </div>
        {children}
      </div>
    </section>
  );
}
