import { useCallback, useEffect, useState } from "react";
import { Icon } from "~/components/icon";

export interface PopupMessage {
  tone: "success" | "error";
  title?: string;
  text?: string;
  /** Hide after this many milliseconds; errors stay until dismissed. */
  durationMs?: number;
}

/** One popup at a time, replaced by the next; hidden after its duration. */
export function usePopup() {
  const [popup, setPopup] = useState<(PopupMessage & { key: number }) | null>(null);
  const show = useCallback((message: PopupMessage) => setPopup({ ...message, key: Date.now() }), []);
  const hide = useCallback(() => setPopup(null), []);
  useEffect(() => {
    if (!popup?.durationMs) return;
    const timer = setTimeout(hide, popup.durationMs);
    return () => clearTimeout(timer);
  }, [popup, hide]);
  return { popup, show, hide };
}

interface PopupProps extends Omit<PopupMessage, "durationMs"> {
  /** Over the page at the bottom of the window; otherwise in the page's flow (answers without JavaScript). */
  floating?: boolean;
  /** Given, the popup has a close button. */
  onClose?: () => void;
  role?: "status";
  className?: string;
}

/** The site's one popup for the outcome of a visitor's action; its look is in styles/popup.css. */
export function Popup({ tone, title, text, floating = false, onClose, role, className }: PopupProps) {
  const classes = ["popup", `popup--${tone}`, floating && "popup--floating", className].filter(Boolean).join(" ");
  return (
    <div className={classes} role={role}>
      <Icon name={tone === "success" ? "circle-check" : "circle-x"} className="popup-icon" />
      <div>
        {title ? <p className="popup-title">{title}</p> : null}
        {text ? <p>{text}</p> : null}
      </div>
      {onClose ? (
        <button type="button" className="popup-close" aria-label="Close message" onClick={onClose}>
          <Icon name="close" />
        </button>
      ) : null}
    </div>
  );
}

/**
 * Where the popups scripts raise appear: a live region that is always in the page, so screen
 * readers announce each one.
 */
export function PopupRegion({ popup, onClose }: { popup: PopupMessage | null; onClose: () => void }) {
  return (
    <div className="popup-region" aria-live="polite" role="status">
      {popup ? <Popup tone={popup.tone} title={popup.title} text={popup.text} floating onClose={onClose} /> : null}
    </div>
  );
}
