import { useEffect, useState } from "react";
import { Popup } from "../popup";
import { Icon } from "~/components/icon";

interface SuccessPopupProps {
  title?: string;
  text: string;
  /** With JavaScript the popup leaves by itself after this long; without, it stays in the page. */
  durationMs: number;
  hydrated: boolean;
}

/**
 * A form's success popup, in the form's flow under its button: floating over the page it would
 * hide the fields and the button. With JavaScript it leaves by itself after a while (or when
 * closed); without, the page was re-rendered by the server and it stays.
 * Mount it inside a live region that is always present, so screen readers announce it.
 */
export function SuccessPopup({ title, text, durationMs, hydrated }: SuccessPopupProps) {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    if (!hydrated) return;
    const timer = window.setTimeout(() => setOpen(false), durationMs);
    return () => window.clearTimeout(timer);
  }, [hydrated, durationMs]);
  if (!open) return null;
  // `form-toast` names the forms' popup for their browser tests.
  return (
    <Popup
      tone="success"
      title={title}
      text={text}
      onClose={hydrated ? () => setOpen(false) : undefined}
      className="form-toast"
    />
  );
}

/**
 * Form-level errors: a refused post, or the API's answer with the spec's retry line.
 * An alert is announced when it appears, so it needs no standing live region.
 */
export function FormErrors({ id, errors }: { id: string; errors: readonly string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className="form-alert">
      <Icon name="alert" className="form-alert-icon" />
      <div>
        {errors.map((error) => (
          <p key={error}>{error}</p>
        ))}
      </div>
    </div>
  );
}
