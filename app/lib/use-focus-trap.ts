import { useEffect, type RefObject } from "react";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What Tab can reach inside `container`, in order, leaving out what is not shown. */
function tabStops(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
}

/**
 * Keeps Tab and Shift+Tab inside `container` while `active` (a modal dialog), and gives focus
 * back to `returnTo` when it ends, so a keyboard user is where they were before opening it.
 */
export function useFocusTrap(container: RefObject<HTMLElement>, active: boolean, returnTo: RefObject<HTMLElement>) {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const root = container.current;
      if (event.key !== "Tab" || !root) return;
      const stops = tabStops(root);
      if (stops.length === 0) return;
      const first = stops[0];
      const last = stops[stops.length - 1];
      const current = document.activeElement;
      const outside = !root.contains(current);
      if (event.shiftKey && (current === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    const opener = returnTo.current;
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      opener?.focus();
    };
  }, [container, active, returnTo]);
}
