import { useEffect, useRef } from "react";

interface ConfirmDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The spec's delete confirmation, as a native modal dialog (focus trap and Escape for free). */
export function ConfirmDialog({ open, onConfirm, onCancel }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog ref={dialog} className="confirm-dialog" aria-labelledby="confirm-title" onCancel={onCancel}>
      <h2 id="confirm-title">Are you sure?</h2>
      <p>You won&apos;t be able to revert this!</p>
      <div className="btn-row">
        <button type="button" className="btn btn--primary" onClick={onConfirm}>
          Yes, delete it!
        </button>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
