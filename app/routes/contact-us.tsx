import { ContactPage } from "~/components/pages/contact-page";
import { pageMeta } from "~/lib/page-meta";

// The same page as /contact, so search engines are told /contact is the original.
export const meta = pageMeta("/contact");

export default function ContactUs() {
  return <ContactPage action="/contact-us" />;
}
