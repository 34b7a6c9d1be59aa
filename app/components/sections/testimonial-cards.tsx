import { sectionIntros } from "~/content/home";
import type { MediaItem } from "../../../contract/media";
import type { TestimonialContent } from "../../../contract/site-content/testimonials";
import { Carousel } from "../carousel/carousel";
import { HeadedSection } from "../shell/headed-section";
import { LibraryPicture } from "../library-picture";

const TESTIMONIAL_INTERVAL_MS = 4000;
// The spec repeats the four testimonials three times so the carousel always has slides to show.
const REPEATS = 3;

type Library = Readonly<Record<string, MediaItem>>;

function TestimonialCard({ testimonial, photos }: { testimonial: TestimonialContent; photos: Library }) {
  return (
    <figure className="card testimonial">
      <blockquote>
        <p>{`“${testimonial.quote}”`}</p>
      </blockquote>
      <figcaption className="testimonial-author">
        <LibraryPicture picture={testimonial.photo} library={photos} alt="" decorative sizes="56px" width={56} height={56} />
        <div>
          <strong>{testimonial.name}</strong>
          <span>{testimonial.title}</span>
        </div>
      </figcaption>
    </figure>
  );
}

interface Props {
  /** The page loader's `testimonialsSection` (app/lib/site-content/testimonials.server.ts). */
  items: readonly TestimonialContent[];
  photos: Library;
}

export function TestimonialCards({ items, photos }: Props) {
  const slides = Array.from({ length: REPEATS }, (_, round) =>
    items.map((testimonial, index) => ({
      key: `${round}-${index}-${testimonial.name}`,
      repeat: round > 0,
      content: <TestimonialCard testimonial={testimonial} photos={photos} />,
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
