import { useState, type FocusEvent, type KeyboardEvent } from "react";

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * A roving tab stop (the toolbar pattern): the group is one stop for Tab, and the arrow keys,
 * Home and End move between the elements matching `itemSelector`. Give each item
 * `tabIndex={index === current ? 0 : -1}` and spread `groupProps` on the group.
 */
export function useRovingFocus(itemSelector: string) {
  const [current, setCurrent] = useState(0);
  const items = (group: HTMLElement) => [...group.querySelectorAll<HTMLElement>(itemSelector)];

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const list = items(event.currentTarget);
    const at = list.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    const last = list.length - 1;
    let next: number;
    if (event.key in STEPS) next = (at + STEPS[event.key] + list.length) % list.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = last;
    else return;
    event.preventDefault();
    list[next].focus();
  };

  // Following focus, not keys, keeps the stop where a click or a script left it too.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const at = items(event.currentTarget).indexOf(event.target);
    if (at >= 0) setCurrent(at);
  };

  return { current, groupProps: { onKeyDown, onFocus } };
}
