import type { ShownSlide } from "~/lib/site-content/sections";
import { primaryButtonTarget, secondaryButtonTarget } from "~/lib/shell/banner";
import { fetchPriority } from "~/lib/fetch-priority";
import { Carousel } from "../carousel/carousel";
import { BannerLink } from "./banner-link";
import { ResponsiveImage } from "../responsive-image";

const BANNER_INTERVAL_MS = 8000;

/** The Home banner: three slides (site content), arrows, dots and an 8-second autoplay. */
export function HeroBanner({ slides }: { slides: readonly ShownSlide[] }) {
  return (
    <section className="hero">
      <Carousel
        label="Highlights"
        className="hero-carousel"
        controlsClassName="container"
        gap={0}
        speed={700}
        autoplayMs={BANNER_INTERVAL_MS}
        slides={slides.map((slide, index) => ({
          key: slide.title,
          content: (
            <div className="container hero-inner">
              <div className="hero-copy">
                <p className="eyebrow">Vyom Digital · Indore</p>
                {index === 0 ? <h1>{slide.title}</h1> : <h2 className="hero-title">{slide.title}</h2>}
                <p className="lead">{slide.description}</p>
                <div className="btn-row">
                  <BannerLink
                    to={primaryButtonTarget(slide.primaryBtn)}
                    className="btn btn--accent"
                    context={slide.primaryBtnContext}
                  >
                    {slide.primaryBtn}
                  </BannerLink>
                  <BannerLink to={secondaryButtonTarget(slide.secondaryBtn)} className="btn btn--light">
                    {slide.secondaryBtn}
                  </BannerLink>
                </div>
              </div>
              {slide.image.media ? (
                <ResponsiveImage
                  image={slide.image.media}
                  alt={slide.image.alt}
                  className="hero-art"
                  sizes="(min-width: 992px) 600px, 100vw"
                  width={600}
                  height={480}
                  priority={index === 0}
                />
              ) : (
              <img
                className="hero-art"
                src={slide.image.src}
                alt={slide.image.alt}
                width={600}
                height={480}
                // Not lazy: a slide out of view is clipped, so a lazy picture would only start
                // loading as it slides in. The first one is what the visitor sees first.
                {...fetchPriority(index === 0 ? "high" : "low")}
              />
              )}
            </div>
          ),
        }))}
      />
    </section>
  );
}
