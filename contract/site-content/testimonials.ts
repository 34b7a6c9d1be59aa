import { z } from "zod";
import { line, paragraph, picture } from "./fields";

const testimonialSchema = z.object({
  quote: paragraph(600),
  name: line(80),
  /** Their title and company, as one line ("Founder, Malwa Organics"). */
  title: line(120),
  photo: picture("photo"),
});

/** The testimonials carousel (Home, /testimonial, /quote), in the order shown: one item (`testimonials`). */
export const testimonialsSchema = z.object({
  items: z.array(testimonialSchema).min(1, "needs at least one testimonial").max(24),
});
export type TestimonialsContent = z.infer<typeof testimonialsSchema>;
export type TestimonialContent = TestimonialsContent["items"][number];
