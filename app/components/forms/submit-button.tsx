interface SubmitButtonProps {
  busy: boolean;
  disabled?: boolean;
  idle: string;
  busyText: string;
}

export function SubmitButton({ busy, disabled = false, idle, busyText }: SubmitButtonProps) {
  return (
    <button type="submit" className="btn btn--primary form-submit" disabled={busy || disabled} aria-busy={busy}>
      {busy ? busyText : idle}
    </button>
  );
}
