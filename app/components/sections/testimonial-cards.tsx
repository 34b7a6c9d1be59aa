import { sectionIntros } from "~/content/home";
import { testimonials } from "~/content/testimonials";
import { SectionHead } from "../section-head";

export function TestimonialCards() {
  const intro = sectionIntros.testimonials;
  return (
    <section className="section section--tint" aria-labelledby="testimonials-title">
      <div className="container">
        <SectionHead id="testimonials-title" eyebrow={intro.eyebrow} title={intro.title} text={intro.text} />
        <ul className="scroll-row testimonial-row">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name} className="card testimonial">
              <blockquote>
                <p>“{testimonial.text}”</p>
              </blockquote>
              <div className="testimonial-author">
                <img src={testimonial.image} alt="" width={56} height={56} loading="lazy" />
                <div>
                  <strong>{testimonial.name}</strong>
                  <span>{testimonial.title}</span>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
