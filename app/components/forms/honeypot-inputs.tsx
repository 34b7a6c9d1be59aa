import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import { useFormToken } from "./form-token";

const LABEL = "Please leave this field blank";

/**
 * The trap fields remix-utils' honeypot checks, as its own HoneypotInputs renders them but with
 * autocomplete="off": its autocomplete="nope" is not a valid autofill name and fails the HTML checker.
 */
export function HoneypotInputs() {
  const honeypot = useRouteLoaderData<typeof rootLoader>("root")?.honeypot;
  const nameField = honeypot?.nameFieldName ?? "name__confirm";
  const validFromField = honeypot?.validFromFieldName ?? "from__confirm";
  const validFrom = useFormToken() ?? honeypot?.encryptedValidFrom;
  return (
    <div id={`${nameField}_wrap`} style={{ display: "none" }} aria-hidden="true">
      <label htmlFor={nameField}>{LABEL}</label>
      <input id={nameField} name={nameField} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
      {validFromField && validFrom ? (
        <>
          <label htmlFor={validFromField}>{LABEL}</label>
          <input
            id={validFromField}
            name={validFromField}
            type="text"
            value={validFrom}
            readOnly
            autoComplete="off"
            tabIndex={-1}
          />
        </>
      ) : null}
    </div>
  );
}
