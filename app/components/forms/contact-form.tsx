import { getFormProps, useForm } from "@conform-to/react";
import { HoneypotInputs } from "remix-utils/honeypot/react";
import { contactConstraint } from "~/lib/forms/constraints";
import { buttonTexts, successTexts } from "~/lib/forms/messages";
import { DEFAULT_COUNTRY_CODE } from "~/lib/forms/phone";
import { EnquiryFields } from "./enquiry-fields";
import { FormErrors, SuccessPopup } from "./form-notice";
import { SubmitButton } from "./submit-button";
import { useDeferredValidation } from "./use-deferred-validation";
import { useAttempts, useFormPost } from "./use-form-post";

const FORM_ID = "contact-form";
export const CONTACT_FORM_ANCHOR = "send-message";
const POPUP_MS = 6_000;
const loadSchema = () => import("~/lib/forms/contact-schema").then((module) => module.contactSchema);

/** The contact page's enquiry form (spec sections 4 and 5), on /contact and its aliases. */
export function ContactForm() {
  const { fetcher, reply, busy, hydrated, action, replyVersion } = useFormPost(FORM_ID, CONTACT_FORM_ANCHOR);
  const { attempts, countAttempt } = useAttempts();
  const validation = useDeferredValidation(loadSchema);
  const [form, fields] = useForm({
    id: FORM_ID,
    lastResult: reply?.result,
    constraint: contactConstraint,
    defaultValue: { countryCode: DEFAULT_COUNTRY_CODE },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });

  return (
    <fetcher.Form
      method="post"
      action={action}
      {...getFormProps(form)}
      {...validation.triggers}
      onSubmit={(event) => {
        if (validation.holdSubmit(event)) return;
        form.onSubmit(event);
        if (event.defaultPrevented) countAttempt();
      }}
      className="enquiry-form"
    >
      <HoneypotInputs />
      <EnquiryFields fields={fields} attempt={attempts} messageLabel="Project details" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton busy={busy} idle={buttonTexts.contact.idle} busyText={buttonTexts.contact.busy} />
      <div role="status" className="form-status">
        {reply?.outcome ? (
          <SuccessPopup key={replyVersion} text={successTexts.contact} durationMs={POPUP_MS} hydrated={hydrated} />
        ) : null}
      </div>
    </fetcher.Form>
  );
}
