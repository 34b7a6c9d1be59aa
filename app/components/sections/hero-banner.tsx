import { Link } from "@remix-run/react";
import { slides } from "~/content/home";
import { primaryButtonTarget, secondaryButtonTarget } from "~/lib/banner";

/** The three banner slides; a horizontally scrolling row until the carousel takes over. */
export function HeroBanner() {
  return (
    <section className="hero" aria-roledescription="carousel" aria-label="Highlights">
      <div className="hero-track">
        {slides.map((slide, index) => (
          <article
            key={slide.title}
            className="hero-slide"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
          >
            <div className="container hero-inner">
              <div className="hero-copy">
                <p className="eyebrow">Vyom Digital · Indore</p>
                {index === 0 ? <h1>{slide.title}</h1> : <h2 className="hero-title">{slide.title}</h2>}
                <p className="lead">{slide.description}</p>
                <div className="btn-row">
                  <Link to={primaryButtonTarget(slide.primaryBtn)} className="btn btn--accent">
                    {slide.primaryBtn}
                  </Link>
                  <Link to={secondaryButtonTarget(slide.secondaryBtn)} className="btn btn--light">
                    {slide.secondaryBtn}
                  </Link>
                </div>
              </div>
              <img
                className="hero-art"
                src={slide.image}
                alt={slide.imageAlt}
                width={600}
                height={480}
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : "auto"}
              />
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
