import { AlertCircle, CircleCheck, X } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";

interface SuccessPopupProps {
  title?: string;
  text: string;
  /** With JavaScript the popup leaves by itself after this long; without, it stays in the page. */
  durationMs: number;
  hydrated: boolean;
}

/**
 * The success popup. Without JavaScript it is a message in the form's flow, as the page
 * was re-rendered by the server; with JavaScript it floats over the page for a while.
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
  return (
    <div className={hydrated ? "form-toast" : "form-toast form-toast--inline"}>
      <CircleCheck aria-hidden="true" className="form-toast-icon" />
      <div>
        {title ? <p className="form-toast-title">{title}</p> : null}
        <p>{text}</p>
      </div>
      {hydrated ? (
        <button type="button" className="form-toast-close" aria-label="Close" onClick={() => setOpen(false)}>
          <X aria-hidden="true" />
        </button>
      ) : null}
    </div>
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
      <AlertCircle aria-hidden="true" className="form-alert-icon" />
      <div>
        {errors.map((error) => (
          <p key={error}>{error}</p>
        ))}
      </div>
    </div>
  );
}

/** A quiet confirmation line or block that stays until the next submission. */
export function FormConfirmation({ children }: { children: ReactNode }) {
  return (
    <div className="form-confirmation">
      <CircleCheck aria-hidden="true" className="form-toast-icon" />
      <div>{children}</div>
    </div>
  );
}
