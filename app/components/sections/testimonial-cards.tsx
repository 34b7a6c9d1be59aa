import { sectionIntros } from "~/content/home";
import { testimonials } from "~/content/testimonials";
import type { Testimonial } from "~/content/types";
import { Carousel } from "../carousel/carousel";
import { HeadedSection } from "../shell/headed-section";

const TESTIMONIAL_INTERVAL_MS = 4000;
// The spec repeats the four testimonials three times so the carousel always has slides to show.
const REPEATS = 3;

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="card testimonial">
      <blockquote>
        <p>{`“${testimonial.text}”`}</p>
      </blockquote>
      <figcaption className="testimonial-author">
        <img src={testimonial.image} alt="" width={56} height={56} />
        <div>
          <strong>{testimonial.name}</strong>
          <span>{testimonial.title}</span>
        </div>
      </figcaption>
    </figure>
  );
}

export function TestimonialCards() {
  const slides = Array.from({ length: REPEATS }, (_, round) =>
    testimonials.map((testimonial) => ({
      key: `${round}-${testimonial.name}`,
      repeat: round > 0,
      content: <TestimonialCard testimonial={testimonial} />,
    })),
  ).flat();
  return (
    <HeadedSection titleId="testimonials-title" tone="tint" {...sectionIntros.testimonials}>
      <Carousel
        label="Client testimonials"
        className="testimonial-carousel"
        slides={slides}
        perView={{ base: 1, md: 2, lg: 3 }}
        autoplayMs={TESTIMONIAL_INTERVAL_MS}
        // Twelve dots for four repeated testimonials would say nothing; the arrows are enough.
        dots={false}
      />
    </HeadedSection>
  );
}
