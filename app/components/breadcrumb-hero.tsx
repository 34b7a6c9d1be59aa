import { Link } from "@remix-run/react";
import type { ImgHTMLAttributes, ReactNode } from "react";

// React 18 passes only the lowercase spelling through to the DOM.
const highPriority = { fetchpriority: "high" } as ImgHTMLAttributes<HTMLImageElement>;

interface BreadcrumbHeroProps {
  title: string;
  /** The crumb before the current page; the spec's default is Home at /. */
  parentLabel?: string;
  parentTo?: string;
  /** The current crumb; defaults to the title. */
  active?: string;
  background?: string;
  children?: ReactNode;
}

export function BreadcrumbHero({
  title,
  parentLabel = "Home",
  parentTo = "/",
  active,
  background = "/images/illustrations/breadcrumb-bg.svg",
  children,
}: BreadcrumbHeroProps) {
  return (
    <section className="page-hero">
      {/* An image, not a CSS background, so the browser finds it in the markup and fetches it
          with the document instead of after working out the styles: the hero is whole sooner. */}
      <img className="page-hero-bg" src={background} alt="" width={1440} height={400} {...highPriority} />
      <div className="container">
        <nav className="breadcrumb" aria-label="Breadcrumb">
          <ol>
            <li>
              <Link to={parentTo}>{parentLabel}</Link>
            </li>
            <li aria-current="page">{active ?? title}</li>
          </ol>
        </nav>
        <h1>{title}</h1>
        {children}
      </div>
    </section>
  );
}
