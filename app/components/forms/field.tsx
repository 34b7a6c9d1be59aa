import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import { useSiteFormState } from "./site-form";
import { useShake } from "./use-shake";

/** Any field of any form: these components read only its id, name, errors and constraints. */
type Meta = FieldMetadata<unknown, Record<string, unknown>, string[]>;

interface FrameProps {
  /** The id of the control the label names. */
  labelFor: string;
  label: ReactNode;
  errorId: string;
  invalid: boolean;
  /** What the error row shows. */
  error: ReactNode;
  /** Shown at the end of the error row, e.g. a character counter. */
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * A label, its control and an error row. The row keeps its height when empty, so a message
 * appearing on blur never moves the fields below it (nor the submit button under a click).
 */
export function FieldFrame({ labelFor, label, errorId, invalid, error, aside, children }: FrameProps) {
  const shaking = useShake(invalid, useSiteFormState().attempts);
  return (
    <div className={shaking ? "field field--shake" : "field"}>
      <label htmlFor={labelFor}>{label}</label>
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

interface FieldProps {
  meta: Meta;
  label: ReactNode;
  /** Instead of the field's own errors, e.g. none while another control stands in for it. */
  errors?: readonly string[];
  aside?: ReactNode;
  children: ReactNode;
}

/** One conform field in its frame, with its first error; the control is the child. */
export function Field({ meta, label, errors = meta.errors, aside, children }: FieldProps) {
  const error = errors?.[0];
  const frame = { labelFor: meta.id, errorId: meta.errorId, invalid: Boolean(error) };
  return (
    <FieldFrame {...frame} label={label} error={error} aside={aside}>
      {children}
    </FieldFrame>
  );
}

type InputFieldProps = Omit<FieldProps, "children"> &
  Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "children"> & { type: "text" | "email" | "file" };

/** A text, email or file input for a conform field. */
export function InputField({ meta, label, errors, aside, type, ...attributes }: InputFieldProps) {
  const { key, ...props } = getInputProps(meta, { type });
  return (
    <Field meta={meta} label={label} errors={errors} aside={aside}>
      <input key={key} {...props} {...attributes} />
    </Field>
  );
}

type SelectFieldProps = Omit<FieldProps, "children"> & {
  /** The empty first option. */
  placeholder: string;
  options: readonly string[];
};

/** A select of plain text options, each its own value. */
export function SelectField({ meta, label, errors, aside, placeholder, options }: SelectFieldProps) {
  const { key, ...props } = getSelectProps(meta);
  return (
    <Field meta={meta} label={label} errors={errors} aside={aside}>
      <select key={key} {...props}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </Field>
  );
}

type TextareaFieldProps = Omit<FieldProps, "children"> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "children">;

export function TextareaField({ meta, label, errors, aside, ...attributes }: TextareaFieldProps) {
  const { key, ...props } = getTextareaProps(meta);
  return (
    <Field meta={meta} label={label} errors={errors} aside={aside}>
      <textarea key={key} {...props} {...attributes} />
    </Field>
  );
}

interface CheckFieldProps {
  meta: Meta;
  /** The label, which may hold links. */
  children: ReactNode;
  /** Whether the field's error is shown under it (a checkbox's error is often shown elsewhere, or not at all). */
  showError?: boolean;
}

/** A checkbox with its label beside it. */
export function CheckField({ meta, children, showError = false }: CheckFieldProps) {
  const { key, ...props } = getInputProps(meta, { type: "checkbox" });
  return (
    <div className="field field--check">
      <input key={key} {...props} />
      <label htmlFor={meta.id}>{children}</label>
      {showError && meta.errors ? (
        <p id={meta.errorId} className="field-error field-error--check">
          {meta.errors[0]}
        </p>
      ) : null}
    </div>
  );
}
