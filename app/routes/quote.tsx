import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BreadcrumbHero } from "~/components/breadcrumb-hero";
import { QuoteSection } from "~/components/sections/quote-section";
import { TestimonialCards } from "~/components/sections/testimonial-cards";
import { enquiryAction } from "~/lib/forms/enquiry-action.server";
import { formPageData } from "~/lib/forms/form-page.server";
import { pageMeta } from "~/lib/shell/page-meta";
import { testimonialsSection } from "~/lib/site-content/testimonials.server";
import type { Breadcrumb } from "~/lib/structured-data/breadcrumb-list";

const breadcrumb: Breadcrumb = { title: "Request A Quote" };

export const meta = pageMeta("/quote", { breadcrumb });
export { formHeaders as headers } from "~/lib/forms/headers";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [form, testimonials] = await Promise.all([formPageData("quote"), testimonialsSection(request, context)]);
  return { ...form, testimonials };
}
export const action = (args: ActionFunctionArgs) => enquiryAction("quote", args);

export default function Quote() {
  const { testimonials } = useLoaderData<typeof loader>();
  return (
    <>
      <BreadcrumbHero {...breadcrumb}>
        <p>Share a few details about your project and get a tailored proposal within 24 hours.</p>
      </BreadcrumbHero>
      <QuoteSection />
      <TestimonialCards {...testimonials} />
    </>
  );
}
