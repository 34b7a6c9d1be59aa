import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { ServiceCard } from "~/content/services";
import { Icon } from "~/components/icon";

interface ServiceFlipCardProps {
  service: ServiceCard;
  open: boolean;
  dimmed: boolean;
  onToggle: () => void;
  headingLevel: 2 | 3;
}

/**
 * A service card that turns over to its description and 'Read more' link. The title is the
 * toggle button once scripts run; without them the card shows both sides one under the other.
 */
export function ServiceFlipCard({ service, open, dimmed, onToggle, headingLevel }: ServiceFlipCardProps) {
  const hydrated = useHydrated();
  const Heading = headingLevel === 2 ? "h3" : "h4";
  const backId = `service-${service.slug}-details`;
  const toggle = useRef<HTMLButtonElement>(null);
  const back = useRef<HTMLDivElement>(null);

  // Closing hides the back of the card; focus must not vanish with it.
  useEffect(() => {
    if (!open && back.current?.contains(document.activeElement)) toggle.current?.focus();
  }, [open]);

  return (
    // The whole card answers to a pointer; keyboard and screen-reader users have the title button.
    <li
      className="card service-card flip-card"
      data-flip-card=""
      data-open={open}
      data-dimmed={dimmed || undefined}
      onClick={(event) => {
        if ((event.target as Element).closest("a")) return;
        onToggle();
      }}
    >
      <div className="flip-card-inner">
        <div className="flip-face flip-front">
          <img src={service.image} alt="" width={400} height={300} loading="lazy" />
          <Heading className="flip-title">
            {hydrated ? (
              <button ref={toggle} type="button" className="flip-toggle" aria-expanded={open} aria-controls={backId}>
                {service.title}
              </button>
            ) : (
              service.title
            )}
          </Heading>
          <p className="service-subtitle">{service.subtitle}</p>
        </div>
        <div ref={back} className="flip-face flip-back" id={backId}>
          <p className="flip-back-title" aria-hidden="true">
            {service.title}
          </p>
          <p>{service.desc}</p>
          <Link to={`/services/${service.slug}`} className="text-link">
            Read more <span className="visually-hidden">{`about ${service.title}`}</span>
            <Icon name="arrow-right" size={18} />
          </Link>
        </div>
      </div>
    </li>
  );
}
