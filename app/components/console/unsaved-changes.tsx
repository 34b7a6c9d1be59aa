import { useBeforeUnload, useBlocker, useNavigation } from "@remix-run/react";

type ShouldBlock = Extract<Parameters<typeof useBlocker>[0], (...args: never[]) => unknown>;
import { useCallback, useEffect, useRef } from "react";

/**
 * Asks before unsaved typing is thrown away: the browser's own prompt when the page is left or
 * reloaded, and a dialog ("Leave without saving?") for a link inside the console. The form's own
 * posts (save, publish, preview) are never held.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod !== undefined && navigation.formMethod !== "GET";
  const blocker = useBlocker(
    useCallback<ShouldBlock>(
      ({ currentLocation, nextLocation }) =>
        dirty && !submitting && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
      [dirty, submitting]
    )
  );
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (!dirty) return;
        event.preventDefault();
        // Older browsers show the prompt only when a value is returned.
        event.returnValue = "";
      },
      [dirty]
    )
  );
  const dialog = useRef<HTMLDialogElement>(null);
  const open = blocker.state === "blocked";
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  const stay = () => blocker.reset?.();
  return (
    <dialog
      ref={dialog}
      className="confirm-dialog unsaved-dialog"
      aria-labelledby="unsaved-title"
      aria-describedby="unsaved-text"
      onCancel={(event) => {
        event.preventDefault();
        stay();
      }}
    >
      <h2 id="unsaved-title">Leave without saving?</h2>
      <p id="unsaved-text">What you typed since the last save will be lost.</p>
      <div className="btn-row">
        <button type="button" className="btn btn--primary" onClick={stay} autoFocus>
          Stay and keep editing
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => blocker.proceed?.()}>
          Leave without saving
        </button>
      </div>
    </dialog>
  );
}
