import { sectionIntros } from "~/content/home";
import { IconCards } from "../shell/icon-cards";
import { SectionHead } from "../shell/section-head";
import type { Benefit } from "~/lib/site-content/sections";

/** The why-us cards (Home's site content) beside the team picture. */
export function WhyChooseUs({ cards }: { cards: readonly Benefit[] }) {
  return (
    <section className="section" aria-labelledby="why-title">
      <div className="container split">
        <div>
          <SectionHead id="why-title" {...sectionIntros.whyChooseUs} align="start" />
          <IconCards items={cards} className="grid grid--2 benefit-list" cardClassName="card" />
        </div>
        <img
          src="/images/illustrations/why-choose-us.svg"
          alt="Our team planning a client project on a shared board"
          width={600}
          height={480}
          loading="lazy"
        />
      </div>
    </section>
  );
}
