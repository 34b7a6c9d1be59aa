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

/** The 6-digit code of an authenticator app; at sign-in (`orRecoveryCode`) a recovery code may be typed instead. */
export function CodeField({ meta, label, orRecoveryCode = false }: { meta: PasswordFieldProps["meta"]; label: string; orRecoveryCode?: boolean }) {
  const { key, ...props } = getInputProps(meta, { type: "text" });
  const format = orRecoveryCode
    ? { autoCapitalize: "none", spellCheck: false, maxLength: 32 }
    : { inputMode: "numeric" as const, pattern: "[0-9]{6}", maxLength: 6 };
  return (
    <Field meta={meta} label={label}>
      <input key={key} {...props} {...format} autoComplete="one-time-code" required />
    </Field>
  );
}
