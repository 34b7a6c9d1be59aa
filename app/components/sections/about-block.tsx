import { Link } from "@remix-run/react";
import { aboutHighlights, aboutText } from "~/content/home";
import { IconCards } from "../shell/icon-cards";

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
          // The whole block opens About, just under its hero: its picture is on the first screen there.
          loading={full ? "eager" : "lazy"}
        />
        <div>
          <p className="eyebrow">About us</p>
          <h2 id="about-title">Technology and marketing under one roof</h2>
          {paragraphs.map((text) => (
            <p key={text} className="lead-sm">
              {text}
            </p>
          ))}
          <IconCards
            items={aboutHighlights}
            className="grid grid--2 highlight-list"
            cardClassName="highlight"
            compact
          />
          {full ? null : (
            <Link to="/about" className="btn btn--primary">
              More About Us
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
