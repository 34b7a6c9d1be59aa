import { useEffect, type RefObject } from "react";

/**
 * Calls `onDismiss` on a click that lands outside every element matching `itemSelector` inside
 * `container`, and on Escape. Listens only while `active`.
 */
export function useDismiss(
  container: RefObject<HTMLElement>,
  itemSelector: string,
  active: boolean,
  onDismiss: () => void,
) {
  useEffect(() => {
    if (!active) return;
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
  }, [container, itemSelector, active, onDismiss]);
}
