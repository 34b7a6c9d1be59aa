import type { SiteContentKind } from "../../../contract/site-content/kinds";

interface PreviewPage {
  to: string;
  name: string;
}

const home: PreviewPage = { to: "/", name: "Home with the draft" };

/** The pages that show a kind (or one of its items), to preview its draft in. */
export function previewPages(kind: SiteContentKind, key: string): PreviewPage[] {
  switch (kind) {
    case "services":
      return [
        { to: `/services/${key}`, name: "This service's page with the draft" },
        { to: "/service", name: "Services page with the draft" },
      ];
    case "home":
      return [home, { to: "/feature", name: "Features page with the draft" }];
    case "technologies":
      return [
        home,
        { to: "/service", name: "Services page with the draft" },
        { to: "/services/custom-web-mobile-app-development", name: "Custom development page (stack card) with the draft" },
      ];
    case "logos":
      return key === "partners"
        ? [{ to: "/about", name: "About page with the draft" }]
        : [home, { to: "/services/custom-web-mobile-app-development", name: "A service's page with the draft" }];
    case "team":
      return [{ to: "/team", name: "Team page with the draft" }];
    case "testimonials":
      return [{ to: "/testimonial", name: "Testimonials page with the draft" }, home];
    case "about":
      return [{ to: "/about", name: "About page with the draft" }, home];
    case "legal":
      return [{ to: `/${key}`, name: "This page with the draft" }];
    case "company":
      return [{ to: "/contact", name: "Contact page with the draft" }, home];
  }
}
