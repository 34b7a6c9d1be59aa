import { Link } from "@remix-run/react";
import type { AboutText } from "~/lib/site-content/sections";
import { IconCards } from "../shell/icon-cards";

/** The company story and highlights: all of it on About, the first two paragraphs on Home (its loader sends only those). */
export function AboutBlock({ about, full = false }: { about: AboutText; full?: boolean }) {
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
          <h2 id="about-title">{about.heading}</h2>
          {about.paragraphs.map((text) => (
            <p key={text} className="lead-sm">
              {text}
            </p>
          ))}
          <IconCards
            items={about.highlights}
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
