import { createElement, lazy, memo, Suspense, useEffect, useRef, useState, type ComponentType, type RefObject } from "react";
import type { RouterState } from "@remix-run/router";
import { alreadyReached } from "~/lib/already-reached";
import { remixRouter } from "~/lib/framework-internals";
import { releaseInputAfterHydration } from "~/lib/shell/hold-input-until-hydrated";

/**
 * When a part's code is fetched, besides the two cases every part has (see `island`):
 * - "touched": when a pointer, a touch or keyboard focus first comes into it (forms);
 * - "near": also when it comes within a screen of the viewport (carousels that move by themselves).
 */
type LoadWhen = "touched" | "near";

interface IslandSpec<P> {
  /** The component itself, on the server only: `import.meta.env.SSR ? Component : undefined`, so
   * that the browser's build has it only through `load`. */
  server: ComponentType<P> | undefined;
  /** Fetches the component in the browser (a dynamic import, which becomes a chunk of its own). */
  load: () => Promise<ComponentType<P>>;
  when: LoadWhen;
  /**
   * For a part whose data the document left out (`HELD`, see app/lib/shell/held-parts.ts):
   * fetches its props, which it hydrates with, along with its code.
   */
  fetchProps?: () => Promise<P>;
}

/** Stands for a part's props while the page hydrates without them: it keeps its server HTML until `fetchProps` brings them. */
export const HELD = Object.freeze({ held: true as const });
export type Held = typeof HELD;
const isHeld = (props: object): props is Held => "held" in props;

/** Props that could not be fetched: the part stays as the server drew it, working as without JavaScript. */
const keepServerHtml = (error: unknown) => {
  console.error(error);
  return new Promise<never>(() => {});
};

/** A part's props when the loader gave them, else `HELD`. */
export const heldOr = <T, P extends object>(value: T | undefined, props: (value: T) => P): P | Held =>
  value === undefined ? HELD : props(value);

/** Set once the page's first render has hydrated: a part mounted after that is new, not server HTML. */
let pageHydrated = false;

/**
 * Rendered once by the root: marks the end of the first hydration, for the parts and on the
 * document (`<html data-hydrated>`, which tests wait for before trying what needs scripts).
 */
export function IslandsHydrated() {
  useEffect(() => {
    pageHydrated = true;
    releaseInputAfterHydration();
    document.documentElement.setAttribute("data-hydrated", "");
  }, []);
  return null;
}

/**
 * Marks the part's frame `data-hydrated` once its code has hydrated it: a hook for tests that
 * must wait for the part's own behaviour. Renders nothing, on the server as well, so
 * that both render the same tree.
 */
function Hydrated({ frame }: { frame: RefObject<HTMLDivElement> }) {
  useEffect(() => {
    frame.current?.setAttribute("data-hydrated", "");
  }, [frame]);
  return null;
}

/**
 * What a part shows when React must render it before its code has come: the first render of a
 * navigation (Remix updates a context outside its transition) reaches every part still waiting,
 * and React then drops their server HTML for the fallback. A copy of that HTML, taken when the
 * page hydrated, keeps the page as it was until the new one replaces it.
 */
function ServerCopy({ html }: { html: RefObject<string> }) {
  const [markup] = useState(() => html.current ?? "");
  return <div className="island-copy" dangerouslySetInnerHTML={{ __html: markup }} />;
}

/** The gates of parts whose code has not been asked for yet. */
const closedGates = new Set<() => void>();
let routerWatched = false;

/** A navigation, a fetcher or a revalidation under way, or a new location (a fragment link). */
const routerBusy = (state: RouterState, firstLocation: RouterState["location"]) =>
  state.navigation.state !== "idle" ||
  state.revalidation !== "idle" ||
  state.fetchers.size > 0 ||
  state.location !== firstLocation;

/**
 * React holds back an update from the router that reaches a part still waiting for its code (the
 * router's contexts wrap the whole page), so the first sign of a navigation or a fetcher opens
 * every gate rather than leave the page waiting on the visitor. It is read from the router
 * itself: a React effect would run only after that held-back update. (Updates that change
 * nothing a visitor sees, such as routes discovered for links, may wait.)
 */
function watchRouter() {
  const router = remixRouter();
  if (routerWatched || !router) return;
  routerWatched = true;
  const firstLocation = router.state.location;
  router.subscribe((state) => {
    if (routerBusy(state, firstLocation)) for (const open of closedGates) open();
  });
}

/** Nearing the viewport means within this distance of it. */
const NEAR = "600px 0px";
const TOUCH_EVENTS = ["pointerover", "focusin", "touchstart"] as const;

/**
 * A part of a page whose code the browser fetches only when the visitor comes to it.
 *
 * The server renders the part with the page, so it is there, and works as plain HTML (a form
 * posts, a link leads), before its code arrives. In the browser the part sits in a Suspense
 * boundary around a lazy component: React hydrates the rest of the page, keeps the part's server
 * HTML as it is until the code has loaded, then hydrates it in place, keeping typed text.
 * The code loads when `when` says, or as soon as the router starts a navigation or a fetcher.
 * A part mounted by a client-side navigation loads at once, and the navigation waits for it as
 * for a route's own code (there is no boundary to show an empty fallback).
 */
export function island<P extends object>({ server: Server, load, when, fetchProps }: IslandSpec<P>) {
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = () => {
      closedGates.delete(open);
      resolve();
    };
  });
  // Typed as the component it loads: React's types cannot follow a generic P through `lazy`.
  // Set by a part rendered with `HELD`, before its gate can open: its props come with its code.
  let propsWanted = false;
  const Lazy = lazy(() =>
    gate.then(() => Promise.all([load(), propsWanted && fetchProps ? fetchProps().catch(keepServerHtml) : undefined])).then(
      ([component, fetched]) => ({
        default: (props: P | Held) => createElement(component, isHeld(props) ? (fetched as P) : props),
      }),
      (error: unknown) => {
        // As Remix does when a route's module fails to load (usually a deploy replaced it): the
        // page is loaded again, and the server HTML stays in use meanwhile.
        console.error(error);
        window.location.reload();
        return new Promise<never>(() => {});
      },
    ),
  ) as unknown as ComponentType<P | Held>;

  function Island(props: P | Held) {
    const [dehydrated] = useState(() => !pageHydrated);
    if (isHeld(props)) propsWanted = true;
    const frame = useRef<HTMLDivElement>(null);
    const serverHtml = useRef("");

    useEffect(() => {
      const node = frame.current;
      if (!node || !dehydrated) return;
      serverHtml.current = node.innerHTML;
      closedGates.add(open);
      watchRouter();
      if (alreadyReached(node)) return open();
      // React stops these events at its root while their target waits for hydration (it replays
      // them afterwards), so they are heard on the window, before React sees them.
      const stop = () => {
        for (const type of TOUCH_EVENTS) window.removeEventListener(type, onTouch, { capture: true });
        observer?.disconnect();
      };
      const arrive = () => {
        stop();
        open();
      };
      const onTouch = (event: Event) => event.target instanceof Node && node.contains(event.target) && arrive();
      for (const type of TOUCH_EVENTS) window.addEventListener(type, onTouch, { capture: true, passive: true });
      const part = node.firstElementChild;
      const observer =
        when === "near" && part
          ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && arrive(), {
              rootMargin: NEAR,
            })
          : undefined;
      if (part) observer?.observe(part);
      // Opened for any reason (the router, another copy of the part): nothing left to listen for.
      void gate.then(stop);
      return stop;
    }, [dehydrated]);

    const part = (
      <>
        {Server ? createElement(Server, props as P) : createElement(Lazy, props)}
        <Hydrated frame={frame} />
      </>
    );
    if (Server) {
      return (
        <div className="island">
          <Suspense fallback={null}>{part}</Suspense>
        </div>
      );
    }
    if (!dehydrated) open();
    return (
      <div ref={frame} className="island">
        {dehydrated ? <Suspense fallback={<ServerCopy html={serverHtml} />}>{part}</Suspense> : part}
      </div>
    );
  }
  // A parent's re-render with equal props must not reach a part still waiting for its code.
  return memo(Island);
}
