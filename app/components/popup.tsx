import { CheckCircle2, XCircle } from "lucide-react";
import { useCallback, useEffect, useState } from "react";

export interface PopupMessage {
  tone: "success" | "error";
  title: string;
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

export function Popup({ popup, onClose }: { popup: PopupMessage | null; onClose: () => void }) {
  return (
    <div className="popup-region" aria-live="polite" role="status">
      {popup ? (
        <div className={`popup popup--${popup.tone}`}>
          {popup.tone === "success" ? <CheckCircle2 aria-hidden="true" /> : <XCircle aria-hidden="true" />}
          <div>
            <strong>{popup.title}</strong>
            {popup.text ? <p>{popup.text}</p> : null}
          </div>
          <button type="button" className="popup-close" onClick={onClose} aria-label="Close message">
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
