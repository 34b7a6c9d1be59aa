import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

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
    <section className="page-hero" style={{ backgroundImage: `url(${background})` }}>
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
