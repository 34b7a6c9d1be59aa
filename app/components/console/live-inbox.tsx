import { useFetchers, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { coalesce } from "~/lib/console/coalesce";

/** Leads arriving together (a bulk change, a burst of forms) become one reload of the page's data. */
const LIVE_RELOAD_DEBOUNCE_MS = 400;

const newLeadsText = (count: number) => `${count} new ${count === 1 ? "lead" : "leads"}`;

/**
 * The live inbox (docs/inbox.md): with JavaScript, a lead that arrives or changes on any instance
 * reloads the console's data through Remix (the list keeps its filters and page, the "N new"
 * count follows), and a polite status says the new count. Without JavaScript nothing here runs
 * and the page is a plain page. The socket's code is imported only here, so visitors never load it.
 */
export function LiveInbox({ newCount }: { newCount: number }) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  // A reload started while a form is being sent would win over the form's answer: Remix drops
  // the redirect a fetcher's action returns once a newer load has begun, and with it the
  // "Note added." the redirect carries. The reload waits for the page to be idle instead.
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
  const busyNow = useRef(busy);
  busyNow.current = busy;
  const owed = useRef(false);
  const [live, setLive] = useState(false);
  const [said, setSaid] = useState("");
  const shownCount = useRef(newCount);

  useEffect(() => {
    if (newCount === shownCount.current) return;
    shownCount.current = newCount;
    setSaid(newLeadsText(newCount));
  }, [newCount]);

  useEffect(() => {
    let closed = false;
    let stop: (() => void) | undefined;
    const reload = coalesce(() => {
      if (busyNow.current) owed.current = true;
      else revalidate.current();
    }, LIVE_RELOAD_DEBOUNCE_MS);
    void import("~/lib/console/live-inbox.client").then(({ startLiveInbox }) => {
      if (!closed) stop = startLiveInbox({ onChange: reload.trigger, onLive: setLive });
    });
    return () => {
      closed = true;
      reload.cancel();
      stop?.();
    };
  }, []);

  useEffect(() => {
    if (busy || !owed.current) return;
    owed.current = false;
    revalidate.current();
  }, [busy]);

  return (
    <>
      {live ? (
        <span className="console-live" title="New leads and changes appear here without a reload">
          Live
        </span>
      ) : null}
      <span className="visually-hidden" role="status" aria-live="polite">
        {said}
      </span>
    </>
  );
}
