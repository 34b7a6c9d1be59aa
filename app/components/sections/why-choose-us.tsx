import { sectionIntros, whyChooseUs } from "~/content/home";
import { Icon } from "../icon";
import { SectionHead } from "../section-head";

export function WhyChooseUs() {
  const intro = sectionIntros.whyChooseUs;
  return (
    <section className="section" aria-labelledby="why-title">
      <div className="container split">
        <div>
          <SectionHead id="why-title" eyebrow={intro.eyebrow} title={intro.title} text={intro.text} align="start" />
          <ul className="grid grid--2 benefit-list">
            {whyChooseUs.map((benefit) => (
              <li key={benefit.title} className="card">
                <span className="card-icon">
                  <Icon name={benefit.icon} />
                </span>
                <h3>{benefit.title}</h3>
                <p>{benefit.text}</p>
              </li>
            ))}
          </ul>
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
