import { BreadcrumbHero } from "~/components/breadcrumb-hero";
import { Icon } from "~/components/icon";
import { SectionHead } from "~/components/section-head";
import { ClientLogos } from "~/components/sections/client-logos";
import { QuoteCallout } from "~/components/sections/quote-callout";
import { processSteps } from "~/content/home";
import { pageMeta } from "~/lib/page-meta";

export const meta = pageMeta("/detail");

export default function Detail() {
  return (
    <>
      <BreadcrumbHero title="How We Work">
        <p>A clear, four-step process that keeps every engagement on time, on budget and measurable.</p>
      </BreadcrumbHero>
      <section className="section" aria-labelledby="process-title">
        <div className="container">
          <SectionHead
            id="process-title"
            eyebrow="Our process"
            title="From first call to measurable growth"
            text="Every project, large or small, follows the same steps, so you always know what happens next."
          />
          <ol className="grid grid--4 process-list">
            {processSteps.map((step, index) => (
              <li key={step.title} className="card process-step">
                <span className="process-number" aria-hidden="true">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <span className="card-icon">
                  <Icon name={step.icon} />
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <ClientLogos />
      <QuoteCallout />
    </>
  );
}
