import { honeypotInputProps } from "~/lib/honeypot.server";

/** A form's fields with the honeypot as a page renders it (empty, with its timestamp): what a person sends. */
export function withHoneypot(fields: Record<string, string>): Record<string, string> {
  const honeypot = honeypotInputProps();
  return {
    [honeypot.nameFieldName]: "",
    ...(honeypot.validFromFieldName && honeypot.encryptedValidFrom ? { [honeypot.validFromFieldName]: honeypot.encryptedValidFrom } : {}),
    ...fields,
  };
}
