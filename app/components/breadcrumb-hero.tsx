import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { fetchPriority } from "~/lib/fetch-priority";
import { breadcrumbTrail, type Breadcrumb } from "~/lib/structured-data/breadcrumb-list";

/** The parent crumb defaults to the spec's Home at /; the current crumb to the title. */
interface BreadcrumbHeroProps extends Breadcrumb {
  background?: string;
  children?: ReactNode;
}

export function BreadcrumbHero({
  background = "/images/illustrations/breadcrumb-bg.svg",
  children,
  ...breadcrumb
}: BreadcrumbHeroProps) {
  // The same trail as the page's BreadcrumbList structured data.
  const [parent, current] = breadcrumbTrail(breadcrumb);
  return (
    <section className="page-hero">
      {/* An image, not a CSS background, so the browser finds it in the markup and fetches it
          with the document instead of after working out the styles: the hero is whole sooner. */}
      <img className="page-hero-bg" src={background} alt="" width={1440} height={400} {...fetchPriority("high")} />
      <div className="container">
        <nav className="breadcrumb" aria-label="Breadcrumb">
          <ol>
            <li>
              <Link to={parent.to ?? "/"}>{parent.name}</Link>
            </li>
            <li aria-current="page">{current.name}</li>
          </ol>
        </nav>
        <h1>{breadcrumb.title}</h1>
        {children}
      </div>
    </section>
  );
}
