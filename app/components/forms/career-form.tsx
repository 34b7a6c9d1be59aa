import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { useEffect, useState, type FormEvent } from "react";
import { HoneypotInputs } from "remix-utils/honeypot/react";
import { careerConstraint } from "~/lib/forms/constraints";
import { COVER_MAX, RESUME_ACCEPT } from "~/lib/forms/limits";
import { buttonTexts, successTexts } from "~/lib/forms/messages";
import { DEFAULT_COUNTRY_CODE } from "~/lib/forms/phone";
import { Field, withoutKey } from "./field";
import { Popup } from "../popup";
import { FormErrors } from "./form-notice";
import { PhoneField } from "./phone-field";
import { SubmitButton } from "./submit-button";
import { useAttempts, useFormPost } from "./use-form-post";
import { useCountryOptions } from "./use-country-options";
import { useDeferredValidation } from "./use-deferred-validation";

const FORM_ID = "career-form";
export const APPLY_ANCHOR = "apply";

interface CareerFormProps {
  positions: readonly string[];
}

const loadSchema = () => import("~/lib/forms/career-schema").then((module) => module.careerSchema);

/** The job application (anchor "apply"): it really sends the application and its resume. */
export function CareerForm({ positions }: CareerFormProps) {
  const { fetcher, reply, busy, hydrated, action, replyVersion } = useFormPost(FORM_ID, APPLY_ANCHOR);
  const { attempts, countAttempt } = useAttempts();
  const countries = useCountryOptions();
  const [complete, setComplete] = useState(false);
  const validation = useDeferredValidation(loadSchema);
  // The button waits for the browser to be able to check the whole form.
  const isComplete = (element: HTMLFormElement) =>
    validation.ready && validation.onValidate({ formData: new FormData(element) }).status === "success";
  const [form, fields] = useForm({
    id: FORM_ID,
    lastResult: reply?.result,
    constraint: careerConstraint,
    defaultValue: { countryCode: DEFAULT_COUNTRY_CODE },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  // A new answer may have reset the form; the button follows what is in it now.
  useEffect(() => {
    const element = document.getElementById(FORM_ID);
    if (element instanceof HTMLFormElement) setComplete(isComplete(element));
    // Checked again when a new answer arrives or when the browser becomes able to check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [replyVersion, validation.ready]);
  const track = (event: FormEvent<HTMLFormElement>) => setComplete(isComplete(event.currentTarget));

  const fullName = withoutKey(getInputProps(fields.fullName, { type: "text" }));
  const email = withoutKey(getInputProps(fields.email, { type: "email" }));
  const position = withoutKey(getSelectProps(fields.position));
  const resume = withoutKey(getInputProps(fields.resume, { type: "file" }));
  const cover = withoutKey(getTextareaProps(fields.cover));
  // A page rendered by the server after a post cannot hold the chosen file again.
  const reattach = !hydrated && reply?.result.status === "error" && !fields.resume.errors;

  return (
    <fetcher.Form
      method="post"
      action={action}
      encType="multipart/form-data"
      {...getFormProps(form)}
      {...validation.triggers}
      onSubmit={(event) => {
        if (validation.holdSubmit(event)) return;
        form.onSubmit(event);
        if (event.defaultPrevented) countAttempt();
      }}
      onInput={track}
      onChange={track}
      className="career-form"
    >
      <div role="status" className="form-status">
        {reply?.outcome ? (
          <Popup key={replyVersion} tone="success" title={successTexts.career} />
        ) : null}
      </div>
      <HoneypotInputs />
      <div className="field-row">
        <Field
          htmlFor={fields.fullName.id}
          label="Full Name"
          errorId={fields.fullName.errorId}
          errors={fields.fullName.errors}
          attempt={attempts}
        >
          <input key={fullName.key} {...fullName.props} autoComplete="name" />
        </Field>
        <Field
          htmlFor={fields.email.id}
          label="Email Address"
          errorId={fields.email.errorId}
          errors={fields.email.errors}
          attempt={attempts}
        >
          <input key={email.key} {...email.props} autoComplete="email" />
        </Field>
      </div>
      <div className="field-row">
        <PhoneField
          label="Phone Number"
          countryCode={fields.countryCode}
          phone={fields.phone}
          countries={countries}
          attempt={attempts}
        />
        <Field
          htmlFor={fields.position.id}
          label="Position Applying For"
          errorId={fields.position.errorId}
          errors={fields.position.errors}
          attempt={attempts}
        >
          <select key={position.key} {...position.props}>
            <option value="">Select a position</option>
            {positions.map((title) => (
              <option key={title} value={title}>
                {title}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field
        htmlFor={fields.resume.id}
        label="Upload Resume (PDF/DOC)"
        errorId={fields.resume.errorId}
        errors={fields.resume.errors}
        attempt={attempts}
        aside={reattach ? <span className="field-count">Please attach your resume again.</span> : null}
      >
        <input key={resume.key} {...resume.props} accept={RESUME_ACCEPT} className="file-input" />
      </Field>
      <Field
        htmlFor={fields.cover.id}
        label="Short Cover Letter (optional)"
        errorId={fields.cover.errorId}
        errors={fields.cover.errors}
        attempt={attempts}
      >
        <textarea key={cover.key} {...cover.props} rows={5} maxLength={COVER_MAX} />
      </Field>
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton
        busy={busy}
        disabled={hydrated && !complete}
        idle={buttonTexts.career.idle}
        busyText={buttonTexts.career.busy}
      />
    </fetcher.Form>
  );
}
