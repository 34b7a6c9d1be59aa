import { Link } from "@remix-run/react";
import { aboutHighlights, aboutText } from "~/content/home";
import { Icon } from "../icon";

export function AboutBlock({ full = false }: { full?: boolean }) {
  const paragraphs = full ? aboutText : aboutText.slice(0, 2);
  return (
    <section className="section" aria-labelledby="about-title">
      <div className="container split">
        <img
          src="/images/illustrations/about.svg"
          alt="A product team reviewing designs and growth dashboards"
          width={600}
          height={480}
          loading="lazy"
        />
        <div>
          <p className="eyebrow">About us</p>
          <h2 id="about-title">Technology and marketing under one roof</h2>
          {paragraphs.map((text) => (
            <p key={text} className="lead-sm">
              {text}
            </p>
          ))}
          <ul className="grid grid--2 highlight-list">
            {aboutHighlights.map((item) => (
              <li key={item.title} className="highlight">
                <span className="card-icon card-icon--sm">
                  <Icon name={item.icon} />
                </span>
                <div>
                  <h3>{item.title}</h3>
                  <p>{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
          {full ? null : (
            <Link to="/about" className="btn btn--primary">
              More about us
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
