import { ContactPage } from "~/components/pages/contact-page";
import { pageMeta } from "~/lib/page-meta";

export const meta = pageMeta("/contact");

export default function Contact() {
  return <ContactPage action="/contact" />;
}
