type Props = { name: string; label: string; error?: string; children: (props: Record<string, unknown>) => JSX.Element };

/** A labelled control of a settings form, with its error tied to it for screen readers. */
export function SettingsField({ name, label, error, children }: Props) {
  const errorId = `${name}-error`;
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      {children({ id: name, name, "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined })}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What the API said of the whole form, above its fields. */
export function SettingsFormError({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className="field-error">
      {message}
    </p>
  ) : null;
}
