import { useSearchParams } from "@remix-run/react";
import { useEffect, useState, type FormEvent } from "react";
import { HoneypotInputs } from "~/components/forms/honeypot-inputs";
import { SourceFields } from "~/components/forms/source-fields";
import { RESUME_ACCEPT } from "~/lib/forms/resume-types";
import { stillMissingText } from "~/lib/forms/career-missing";
import { buttonTexts, successTexts } from "~/components/forms/form-texts";
import { PHONE_DEFAULTS } from "~/lib/forms/phone";
import { Popup } from "~/components/popup";
import { ContactFields } from "~/components/forms/contact-fields";
import { APPLY_ANCHOR, POSITION_PARAM } from "./form-anchors";
import { InputField, SelectField, TextareaField } from "~/components/forms/field";
import { FormErrors } from "~/components/forms/form-notice";
import { SiteForm } from "~/components/forms/site-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { useSiteForm } from "~/components/forms/use-site-form";

const FORM_ID = "career-form";
const MISSING_ID = "career-form-missing";

/** Every field an empty application still needs, before the browser can check it. */
const REQUIRED = ["fullName", "email", "phone", "position", "resume"];

interface CareerFormProps {
  positions: readonly string[];
}

const loadSchema = () => import("~/lib/forms/career-schema").then((module) => module.careerSchema);

/** The job application (anchor "apply"): it really sends the application and its resume. */
export function CareerForm({ positions }: CareerFormProps) {
  const [searchParams] = useSearchParams();
  const asked = searchParams.get(POSITION_PARAM) ?? "";
  const preselected = positions.includes(asked) ? asked : "";
  // The position is named even when empty, so a reset selects the placeholder, not nothing.
  const defaultValue = { ...PHONE_DEFAULTS, position: preselected };
  const site = useSiteForm({
    id: FORM_ID,
    anchor: APPLY_ANCHOR,
    loadSchema,
    defaultValue,
  });
  const { form, fields, reply, hydrated, replyVersion, validation } = site;
  // The fields the whole-form check still finds wrong; the button waits until there are none.
  // Untouched, every required field is missing: the schema loads on first use, as on every form.
  const [missing, setMissing] = useState<string[]>(REQUIRED);
  const check = (element: HTMLFormElement) => {
    if (!validation.ready) return;
    const result = validation.onValidate({ formData: new FormData(element) });
    setMissing(result.status === "success" ? [] : Object.keys(result.error ?? {}).filter((name) => name !== ""));
  };
  const formElement = () => document.getElementById(FORM_ID) as HTMLFormElement | null;
  // A new answer may have reset the form; the button follows what is in it now.
  useEffect(() => {
    const element = formElement();
    if (element) check(element);
    // Checked again when a new answer arrives or when the browser becomes able to check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [replyVersion, validation.ready]);
  // "Apply now" on this page changes the position without a new page.
  // Asking for a position is the start of an application: the form's checks load first, so the
  // update is validated by them rather than deferred.
  useEffect(() => {
    if (!hydrated || !preselected) return;
    void validation.triggers.onFocus().then(() => form.update({ name: fields.position.name, value: preselected }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [preselected]);
  const track = (event: FormEvent<HTMLFormElement>) => check(event.currentTarget);
  // A picked file or position has no dependable blur (a file dialog takes the focus away), so
  // their messages show as soon as they change.
  const checkPicked = (event: FormEvent<HTMLFormElement>) => {
    track(event);
    const target = event.target;
    const picked =
      target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target.type === "file");
    if (picked && target.name) form.validate({ name: target.name });
  };
  // A page rendered by the server after a post cannot hold the chosen file again.
  const reattach = !hydrated && reply?.result.status === "error" && !fields.resume.errors;
  const waiting = hydrated && missing.length > 0;

  return (
    <SiteForm site={site} className="career-form" encType="multipart/form-data" onInput={track} onChange={checkPicked}>
      <div role="status" className="form-status">
        {reply?.outcome ? <Popup key={replyVersion} tone="success" title={successTexts.career} /> : null}
      </div>
      <HoneypotInputs />
      <SourceFields />
      <ContactFields
        fields={{
          name: fields.fullName,
          email: fields.email,
          countryCode: fields.countryCode,
          phone: fields.phone,
        }}
        labels={{
          name: "Full Name",
          email: "Email Address",
          phone: "Phone Number",
        }}
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
      <div className="form-actions">
        <SubmitButton texts={buttonTexts.career} disabled={waiting} describedBy={waiting ? MISSING_ID : undefined} />
        <p id={MISSING_ID} className="form-missing" aria-live="polite">
          {waiting ? stillMissingText(missing) : null}
        </p>
      </div>
    </SiteForm>
  );
}
