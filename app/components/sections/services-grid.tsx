import { useCallback, useRef, useState } from "react";
import { callForQuote, sectionIntros } from "~/content/home";
import { company } from "~/content/company";
import type { ServiceCard } from "~/content/services";
import { useDismiss } from "~/lib/use-dismiss";
import { HeadedSection } from "../shell/headed-section";
import { ServiceFlipCard } from "./service-flip-card";
import { Icon } from "~/components/icon";

/** The service cards staff keep, in their order (at most one turned over at a time), and the call-for-quote banner. */
export function ServicesGrid({ services, headingLevel = 2 }: { services: readonly ServiceCard[]; headingLevel?: 2 | 3 }) {
  const list = useRef<HTMLUListElement>(null);
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  // Nothing to do when no card is turned: React leaves an unchanged state alone.
  const close = useCallback(() => setOpenSlug(null), []);
  useDismiss(list, "[data-flip-card]", close);

  return (
    <HeadedSection titleId="services-title" tone="tint" {...sectionIntros.services}>
      <ul ref={list} className="grid grid--3 service-cards">
        {services.map((service) => (
          <ServiceFlipCard
            key={service.slug}
            service={service}
            headingLevel={headingLevel}
            open={openSlug === service.slug}
            dimmed={openSlug !== null && openSlug !== service.slug}
            onToggle={() => setOpenSlug((current) => (current === service.slug ? null : service.slug))}
          />
        ))}
      </ul>
      <div className="call-banner">
        <div>
          <h3>{callForQuote.title}</h3>
          <p>Talk to a strategist today: we reply {company.replyPromise}.</p>
        </div>
        <a href={callForQuote.phoneHref} className="btn btn--accent">
          <Icon name="phone" size={18} /> {callForQuote.phone}
        </a>
      </div>
    </HeadedSection>
  );
}
