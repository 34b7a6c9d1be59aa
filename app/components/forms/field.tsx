import type { ReactNode } from "react";
import { useShake } from "./use-shake";

interface FieldProps {
  /** The id of the control the label names. */
  htmlFor: string;
  label: ReactNode;
  errorId: string;
  errors: readonly string[] | undefined;
  attempt: number;
  children: ReactNode;
  /** Shown at the end of the error row, e.g. a character counter. */
  aside?: ReactNode;
}

/**
 * A label, its control and an error row. The row keeps its height when empty, so a message
 * appearing on blur never moves the fields below it (nor the submit button under a click).
 */
export function Field({ htmlFor, label, errorId, errors, attempt, children, aside }: FieldProps) {
  const error = errors?.[0];
  const shaking = useShake(Boolean(error), attempt);
  return (
    <div className={shaking ? "field field--shake" : "field"}>
      <label htmlFor={htmlFor}>{label}</label>
      {children}
      <div className="field-foot">
        <p id={errorId} className="field-error">
          {error}
        </p>
        {aside}
      </div>
    </div>
  );
}

/** Conform's props for a control, with React's `key` taken out so it is not spread into JSX. */
export function withoutKey<Props extends { key?: string | undefined }>(props: Props) {
  const { key, ...rest } = props;
  return { key, props: rest };
}
