import { features, sectionIntros } from "~/content/home";
import { Icon } from "../icon";
import { SectionHead } from "../section-head";

export function FeatureBlocks() {
  const intro = sectionIntros.features;
  return (
    <section className="section section--night" aria-labelledby="features-title">
      <div className="container">
        <SectionHead id="features-title" eyebrow={intro.eyebrow} title={intro.title} text={intro.text} />
        <ul className="grid grid--4 feature-list">
          {features.map((feature) => (
            <li key={feature.title} className="feature">
              <span className="card-icon">
                <Icon name={feature.icon} />
              </span>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
