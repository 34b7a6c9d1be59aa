import { useEffect, useState, type FormEvent } from "react";
import { HoneypotInputs } from "remix-utils/honeypot/react";
import { RESUME_ACCEPT } from "~/lib/forms/resume-types";
import { buttonTexts, successTexts } from "~/lib/forms/form-texts";
import { PHONE_DEFAULTS } from "~/lib/forms/phone";
import { Popup } from "../popup";
import { ContactFields } from "./contact-fields";
import { InputField, SelectField, TextareaField } from "./field";
import { FormErrors } from "./form-notice";
import { SiteForm } from "./site-form";
import { SubmitButton } from "./submit-button";
import { useSiteForm } from "./use-site-form";

const FORM_ID = "career-form";
export const APPLY_ANCHOR = "apply";

interface CareerFormProps {
  positions: readonly string[];
}

const loadSchema = () => import("~/lib/forms/career-schema").then((module) => module.careerSchema);

/** The job application (anchor "apply"): it really sends the application and its resume. */
export function CareerForm({ positions }: CareerFormProps) {
  const site = useSiteForm({ id: FORM_ID, anchor: APPLY_ANCHOR, loadSchema, defaultValue: PHONE_DEFAULTS });
  const { form, fields, reply, hydrated, replyVersion, validation } = site;
  const [complete, setComplete] = useState(false);
  // The button waits for the browser to be able to check the whole form.
  const isComplete = (element: HTMLFormElement) =>
    validation.ready && validation.onValidate({ formData: new FormData(element) }).status === "success";
  // A new answer may have reset the form; the button follows what is in it now.
  useEffect(() => {
    const element = document.getElementById(FORM_ID);
    if (element instanceof HTMLFormElement) setComplete(isComplete(element));
    // Checked again when a new answer arrives or when the browser becomes able to check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [replyVersion, validation.ready]);
  const track = (event: FormEvent<HTMLFormElement>) => setComplete(isComplete(event.currentTarget));
  // A page rendered by the server after a post cannot hold the chosen file again.
  const reattach = !hydrated && reply?.result.status === "error" && !fields.resume.errors;

  return (
    <SiteForm site={site} className="career-form" encType="multipart/form-data" onInput={track} onChange={track}>
      <div role="status" className="form-status">
        {reply?.outcome ? (
          <Popup key={replyVersion} tone="success" title={successTexts.career} />
        ) : null}
      </div>
      <HoneypotInputs />
      <ContactFields
        fields={{ name: fields.fullName, email: fields.email, countryCode: fields.countryCode, phone: fields.phone }}
        labels={{ name: "Full Name", email: "Email Address", phone: "Phone Number" }}
        beside={
          <SelectField
            meta={fields.position}
            label="Position Applying For"
            placeholder="Select a position"
            options={positions}
          />
        }
      />
      <InputField
        meta={fields.resume}
        label="Upload Resume (PDF/DOC)"
        aside={reattach ? <span className="field-count">Please attach your resume again.</span> : null}
        type="file"
        accept={RESUME_ACCEPT}
        className="file-input"
      />
      <TextareaField meta={fields.cover} label="Short Cover Letter (optional)" rows={5} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton texts={buttonTexts.career} disabled={hydrated && !complete} />
    </SiteForm>
  );
}
