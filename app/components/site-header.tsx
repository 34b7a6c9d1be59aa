import { Link, useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { useDismiss } from "~/lib/use-dismiss";
import { BrandLogo } from "./brand-logo";
import { FragmentLink } from "./fragment-link";
import { mainNav } from "./navigation";
import { Icon } from "~/components/icon";

const SCROLLED_AFTER_PX = 50;
const DESKTOP_MIN_PX = 992;

function isActive(pathname: string, item: (typeof mainNav)[number]) {
  if ("end" in item) return pathname === item.to || pathname === "/home";
  if ("also" in item && pathname.startsWith(item.also)) return true;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

function NavLinks({ pathname, onNavigate }: { pathname: string; onNavigate?: () => void }) {
  return mainNav.map((item) => (
    <li key={item.to}>
      <Link
        to={item.to}
        className="nav-link"
        aria-current={isActive(pathname, item) ? "page" : undefined}
        onClick={onNavigate}
      >
        {item.label}
      </Link>
    </li>
  ));
}

interface SiteHeaderProps {
  onOpenSearch: () => void;
  /** The search button, which the search dialog gives focus back to. */
  searchButton: RefObject<HTMLAnchorElement>;
}

export function SiteHeader({ onOpenSearch, searchButton }: SiteHeaderProps) {
  const { pathname } = useLocation();
  const [scrolled, setScrolled] = useState(false);
  const menu = useRef<HTMLDetailsElement>(null);
  const closeMenu = () => menu.current?.removeAttribute("open");
  // Escape or a click outside the menu: close it, and keep keyboard focus on its button.
  // Whether it is open is read from the page itself, which knows at once.
  const dismissMenu = useCallback(() => {
    const details = menu.current;
    if (!details?.open) return;
    const focusInside = details.contains(document.activeElement);
    details.removeAttribute("open");
    if (focusInside) details.querySelector("summary")?.focus();
  }, []);
  useDismiss(menu, ".mobile-menu", dismissMenu);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLLED_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${DESKTOP_MIN_PX}px)`);
    const onChange = () => wide.matches && closeMenu();
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, []);

  return (
    <header className="site-header" data-scrolled={scrolled}>
      <div className="container nav-bar">
        <BrandLogo />
        <nav aria-label="Main" className="nav-desktop">
          <ul className="nav-links nav-desktop">
            <NavLinks pathname={pathname} />
          </ul>
        </nav>
        <FragmentLink
          ref={searchButton}
          href="#search"
          className="icon-button"
          label="Search the site"
          onPress={onOpenSearch}
        >
          <Icon name="search" />
        </FragmentLink>
        <Link to="/quote" className="btn btn--primary btn--sm nav-cta">
          Get a Quote
        </Link>
        {/* A details element keeps the mobile menu usable without JavaScript; its backdrop is
            part of the summary, so a tap outside the panel closes it without JavaScript too. */}
        <details className="mobile-menu" ref={menu}>
          <summary className="icon-button" aria-label="Menu">
            <Icon name="menu" className="icon-open" />
            <Icon name="close" className="icon-close" />
          </summary>
          <nav aria-label="Mobile" className="mobile-panel">
            <ul className="nav-links">
              <NavLinks pathname={pathname} onNavigate={closeMenu} />
            </ul>
            <Link to="/quote" className="btn btn--primary" onClick={closeMenu}>
              Get a Quote
            </Link>
          </nav>
        </details>
      </div>
    </header>
  );
}
