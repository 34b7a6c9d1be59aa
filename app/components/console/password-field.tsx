import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Field } from "~/components/forms/field";

interface PasswordFieldProps {
  meta: FieldMetadata<unknown, Record<string, unknown>, string[]>;
  label: string;
  autoComplete: "current-password" | "new-password";
}

/** A password input in the form layer's frame, its error beside it. */
export function PasswordField({ meta, label, autoComplete }: PasswordFieldProps) {
  const { key, ...props } = getInputProps(meta, { type: "password" });
  return (
    <Field meta={meta} label={label}>
      <input key={key} {...props} autoComplete={autoComplete} />
    </Field>
  );
}

/** The 6-digit code of an authenticator app. */
export function CodeField({ meta, label }: { meta: PasswordFieldProps["meta"]; label: string }) {
  const { key, ...props } = getInputProps(meta, { type: "text" });
  return (
    <Field meta={meta} label={label}>
      <input key={key} {...props} inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} required />
    </Field>
  );
}
