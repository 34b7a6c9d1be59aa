import type { ActionFunctionArgs } from "@remix-run/node";
import { ContactPage } from "~/components/pages/contact-page";
import { getCountries } from "~/lib/countries.server";
import { enquiryAction } from "~/lib/forms/enquiry-action.server";
import { pageMeta } from "~/lib/page-meta";

export const meta = pageMeta("/contact");
export { formHeaders as headers } from "~/lib/forms/headers";

export async function loader() {
  return { countries: await getCountries() };
}

export function action(args: ActionFunctionArgs) {
  return enquiryAction("contact", args);
}

export default function Contact() {
  return <ContactPage />;
}
