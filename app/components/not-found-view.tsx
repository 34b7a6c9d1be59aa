import type { ReactNode } from "react";
import { BreadcrumbHero } from "./breadcrumb-hero";

interface NotFoundViewProps {
  /** Says what is missing, as the page heading. */
  title: string;
  /** The list the missing page belongs to, linked from the breadcrumb. */
  parentLabel: string;
  parentTo: string;
  /** Extra classes of the container, beside `container`. */
  containerClassName: string;
  /** What to say and where to go instead. */
  children: ReactNode;
}

/** The 404 view of a detail page (an unknown service, a missing post), under the usual hero. */
export function NotFoundView({ title, parentLabel, parentTo, containerClassName, children }: NotFoundViewProps) {
  return (
    <>
      <BreadcrumbHero title={title} parentLabel={parentLabel} parentTo={parentTo} />
      <section className="section">
        <div className={`container ${containerClassName}`}>{children}</div>
      </section>
    </>
  );
}
