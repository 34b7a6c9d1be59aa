import { memo, Suspense, useEffect, useRef, useState, type ComponentType } from "react";
import { visitorSettled } from "./visitor-settled";

/**
 * A part of the page whose code the browser fetches only when the visitor turns to it.
 *
 * The server renders it in full, as ever, so it is there without JavaScript and in the first
 * paint. In the browser its code is not part of the page's first download: while the page
 * hydrates, the part stays the server's HTML (React keeps a suspended boundary's markup as it
 * is), which still works as plain HTML (a form posts, a link follows). Its code is fetched when
 * a pointer comes over it or focus enters it, or at the latest once the visitor settles in, and
 * React then hydrates it in place, keeping what was typed. Rendered in the browser rather than
 * hydrated (a client-side navigation), it loads at once.
 */

type Loader<Props> = () => Promise<ComponentType<Props>>;

/** Every on-use part's loader; the server waits for all of them before its first render. */
const serverLoads: Promise<unknown>[] = [];

/** The server's render must never suspend on these parts (without JavaScript nothing would swap them in). */
export function onUsePartsReady() {
  return Promise.all(serverLoads);
}

/** Events that show the visitor turning to the part: a pointer over it (before a click), focus in it. */
const USE_EVENTS = ["pointerover", "focusin", "touchstart"] as const;

/** False until the first page has hydrated (see markFirstPageHydrated); later parts are navigations. */
let firstPageHydrated = false;

/** Called by the root once the first page has hydrated: parts rendered after it load at once. */
export function markFirstPageHydrated() {
  firstPageHydrated = true;
}

function sameProps<Props extends object>(a: Props, b: Props) {
  const keys = Object.keys(a) as (keyof Props)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/** Start loading this far before the part scrolls into view, so it is ready when it arrives. */
const VIEW_AHEAD = "200px";

interface Options {
  /** Also load once the part nears the viewport (a carousel that plays, cards that flip). */
  inView?: boolean;
}

export function hydrateOnUse<Props extends object>(
  load: Loader<Props>,
  { inView = false }: Options = {},
): ComponentType<Props> {
  let Loaded: ComponentType<Props> | null = null;
  let loading: Promise<void> | null = null;
  let turnedTo: () => void = () => {};
  const wanted = new Promise<void>((resolve) => (turnedTo = resolve));
  const start = () =>
    (loading ??= load().then((component) => {
      Loaded = component;
    }));
  if (typeof document === "undefined") serverLoads.push(start());

  interface PartProps {
    waitForUse: boolean;
    props: Props;
  }

  function Part({ waitForUse, props }: PartProps) {
    if (Loaded) return <Loaded {...props} />;
    // While hydrating, React keeps the server's markup until this settles. Rendered afresh
    // (a client-side navigation), the part loads at once.
    throw waitForUse ? wanted.then(start) : start();
  }

  // Memoised: a boundary still waiting to hydrate must not be updated by its parent's renders,
  // or React would drop the server's markup for the (empty) fallback.
  const Boundary = memo(
    function Boundary(part: PartProps) {
      return (
        <Suspense fallback={null}>
          <Part {...part} />
        </Suspense>
      );
    },
    (before, after) => before.waitForUse === after.waitForUse && sameProps(before.props, after.props),
  );

  function OnUse(props: Props) {
    const box = useRef<HTMLDivElement>(null);
    const [waitForUse] = useState(() => !firstPageHydrated);
    useEffect(() => {
      const element = box.current;
      if (Loaded || !element) return;
      // On the window, capturing: React stops these events from reaching anything in a part it
      // has not hydrated yet, at the document, before they could come down to the part itself.
      const use = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) turnedTo();
      };
      for (const type of USE_EVENTS) window.addEventListener(type, use, { capture: true, passive: true });
      // Focus already inside (a visitor who tabbed in before the scripts ran).
      if (element.contains(document.activeElement)) turnedTo();
      // The box has no layout box of its own (display: contents): watch what it holds.
      const seen = element.firstElementChild;
      const observer =
        inView && seen && typeof IntersectionObserver !== "undefined"
          ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && turnedTo(), {
              rootMargin: VIEW_AHEAD,
            })
          : null;
      if (observer && seen) observer.observe(seen);
      // At the latest once the visitor settles in (first activity, or a few seconds): every
      // router update (a fetcher's answer, a navigation) waits for the page's parts to hydrate,
      // so a part left waiting would hold up, say, the search modal's results.
      void visitorSettled().then(turnedTo);
      return () => {
        observer?.disconnect();
        for (const type of USE_EVENTS) window.removeEventListener(type, use, { capture: true });
      };
    }, []);
    return (
      // No box of its own in the layout: the part lays out as if it stood here alone.
      <div ref={box} style={{ display: "contents" }}>
        <Boundary waitForUse={waitForUse} props={props} />
      </div>
    );
  }
  return OnUse;
}
