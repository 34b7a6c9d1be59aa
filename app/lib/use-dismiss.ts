import { useEffect, type RefObject } from "react";

/**
 * Calls `onDismiss` on a click that lands outside every element matching `itemSelector` inside
 * `container`, and on Escape. It listens all the time, so `onDismiss` must do nothing when there
 * is nothing open: listening only once the page had re-rendered as open let an Escape pressed at
 * once, on a slow phone, go unheard.
 */
export function useDismiss(container: RefObject<HTMLElement>, itemSelector: string, onDismiss: () => void) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const item = (event.target as Element | null)?.closest?.(itemSelector);
      if (!item || !container.current?.contains(item)) onDismiss();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onDismiss();
    };
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [container, itemSelector, onDismiss]);
}
