import { useSiteFormState } from "./site-form";

interface SubmitButtonProps {
  texts: { idle: string; busy: string };
  disabled?: boolean;
  /** The id of a line that says why the button waits. */
  describedBy?: string;
}

/** The form's button: it says what is happening while the submission is on its way. */
export function SubmitButton({ texts, disabled = false, describedBy }: SubmitButtonProps) {
  const { busy } = useSiteFormState();
  return (
    <button
      type="submit"
      className="btn btn--primary form-submit"
      disabled={busy || disabled}
      aria-busy={busy}
      aria-describedby={describedBy}
    >
      {busy ? texts.busy : texts.idle}
    </button>
  );
}
