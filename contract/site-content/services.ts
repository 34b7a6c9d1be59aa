import { z } from "zod";
import { line, paragraph } from "./fields";
import { SERVICE_IMAGES } from "./services-seed";

// The seed is a file of its own, free of zod: the site's pages import it without the schema.
export { SERVICES_SEED } from "./services-seed";

const faqSchema = z.object({ q: line(200), a: paragraph(1500) });

/**
 * A service staff edit: its card (title, subtitle, illustration, summary), its place in the list,
 * and its page (hero text, overview, what you get, FAQs, closing callout, search snippet). The
 * item key is the slug, which never changes: the URL and the forms' option (spec) stay in code.
 */
export const serviceSchema = z.object({
  order: z.number().int().min(1).max(99),
  title: line(120),
  subtitle: line(120),
  image: z.enum(SERVICE_IMAGES, {
    message: "must be one of the service illustrations",
  }),
  desc: paragraph(400),
  description: paragraph(400),
  overview: z
    .array(paragraph(2000))
    .min(1, "needs at least one paragraph")
    .max(6),
  deliverables: z.array(line(200)).min(1, "needs at least one point").max(10),
  faqs: z.array(faqSchema).max(12),
  callout: z.object({ title: line(160), text: paragraph(400) }),
  seo: z.object({
    title: line(120),
    description: paragraph(300),
    keywords: line(400),
  }),
});
export type ServiceContent = z.infer<typeof serviceSchema>;
