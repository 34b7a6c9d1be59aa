import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, Link, useLoaderData } from "@remix-run/react";
import { BreadcrumbHero } from "~/components/breadcrumb-hero";
import { ServiceDetailPage } from "~/components/pages/service-detail-page";
import { serviceDetails } from "~/content/service-details";
import { findService } from "~/content/services";
import { seo, siteUrlFrom } from "~/lib/seo";

export async function loader({ params }: LoaderFunctionArgs) {
  const service = findService(params.slug ?? "");
  if (!service) throw data({ slug: params.slug }, { status: 404 });
  return { slug: service.slug };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches, location }) => {
  const service = loaderData ? findService(loaderData.slug) : undefined;
  const siteUrl = siteUrlFrom(matches);
  if (!service) {
    return [
      { title: "Service not found | Vyom Digital" },
      { name: "description", content: "This service does not exist. See all our services." },
      { name: "robots", content: "noindex" },
      { tagName: "link", rel: "canonical", href: `${siteUrl}${location.pathname}` },
    ];
  }
  return seo({ ...serviceDetails[service.slug].seo, path: service.link, image: undefined, siteUrl });
};

export default function ServiceDetail() {
  const { slug } = useLoaderData<typeof loader>();
  // The loader only answers for slugs that exist.
  const service = findService(slug)!;
  return <ServiceDetailPage service={service} detail={serviceDetails[service.slug]} />;
}

export function ErrorBoundary() {
  return (
    <>
      <BreadcrumbHero title="Service not found" parentLabel="Services" parentTo="/service" />
      <section className="section">
        <div className="container section-head">
          <h2>We could not find that service</h2>
          <p>It may have been renamed. Our full list of services is one click away.</p>
          <Link to="/service" className="btn btn--primary">
            See all services
          </Link>
        </div>
      </section>
    </>
  );
}
