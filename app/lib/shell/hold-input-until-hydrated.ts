/**
 * Why: React 18 hydrates the document in a transition (entry.client.tsx). An input event that
 * React counts as discrete (a press, a click, a key, a submit) reaching its root before that
 * hydration has finished makes React hydrate the whole root synchronously, still at the
 * transition's lanes; a part that suspends there, outside any Suspense boundary, ends that render
 * with "Root did not complete" (Minified React error #345), thrown out of the event. Until the
 * first hydration has committed, these events are therefore kept from React's root listener
 * (stopped at the window, before they reach the document). Their default actions still happen,
 * so a button pressed early posts its form as it would without JavaScript, a link is followed;
 * React's replay of hover and focus events is untouched. Released once the page has hydrated.
 */

/** React's discrete events that make it hydrate synchronously (react-dom 18, `discreteReplayableEvents`). */
const HELD = [
  "mousedown", "mouseup", "touchcancel", "touchend", "touchstart", "auxclick", "dblclick", "pointercancel",
  "pointerdown", "pointerup", "dragend", "dragstart", "drop", "compositionend", "compositionstart",
  "keydown", "keypress", "keyup", "input", "textInput", "copy", "cut", "paste", "click", "change",
  "contextmenu", "reset", "submit",
] as const;

const stop = (event: Event) => event.stopPropagation();

let held = false;

/** Called once, before `hydrateRoot`. */
export function holdInputUntilHydrated(): void {
  if (held) return;
  held = true;
  for (const type of HELD) window.addEventListener(type, stop, { capture: true });
}

/** Called when the first hydration has committed (components/island.tsx, IslandsHydrated). */
export function releaseInputAfterHydration(): void {
  if (!held) return;
  held = false;
  for (const type of HELD) window.removeEventListener(type, stop, { capture: true });
}
