import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { HoneypotInputs } from "remix-utils/honeypot/react";
import { ENQUIRY_ANCHOR } from "~/lib/banner";
import { buttonTexts, successTexts } from "~/lib/forms/messages";
import { DEFAULT_COUNTRY_CODE } from "~/lib/forms/phone";
import { quoteConstraint } from "~/lib/forms/constraints";
import { EnquiryFields } from "./enquiry-fields";
import { withoutKey } from "./field";
import { FormErrors, SuccessPopup } from "./form-notice";
import { SubmitButton } from "./submit-button";
import { useDeferredValidation } from "./use-deferred-validation";
import { useAttempts, useFormPost } from "./use-form-post";
import { UtmFields } from "./utm-fields";

const FORM_ID = "quote-form";
const POPUP_MS = 6_000;
const loadSchema = () => import("~/lib/forms/quote-schema").then((module) => module.quoteSchema);

/** The quote request form (spec sections 2, 4, 5 and 8), on Home and /quote. */
export function QuoteForm() {
  const { fetcher, reply, busy, hydrated, action, replyVersion } = useFormPost(FORM_ID, ENQUIRY_ANCHOR);
  const { attempts, countAttempt } = useAttempts();
  const validation = useDeferredValidation(loadSchema);
  const [form, fields] = useForm({
    id: FORM_ID,
    lastResult: reply?.result,
    constraint: quoteConstraint,
    defaultValue: { countryCode: DEFAULT_COUNTRY_CODE },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  const consent = withoutKey(getInputProps(fields.consent, { type: "checkbox" }));
  // Without JavaScript the button cannot follow the checkbox, so the server asks instead.
  const waitingForConsent = hydrated && fields.consent.value !== "on";

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
      <UtmFields />
      <EnquiryFields fields={fields} attempt={attempts} messageLabel="Project details (optional)" counter />
      <div className="field field--check">
        <input key={consent.key} {...consent.props} />
        <label htmlFor={fields.consent.id}>
          I agree to the <Link to="/privacy-policy">privacy policy</Link> and to being contacted about my enquiry.
        </label>
        {!hydrated && fields.consent.errors ? (
          <p id={fields.consent.errorId} className="field-error field-error--check">
            {fields.consent.errors[0]}
          </p>
        ) : null}
      </div>
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton
        busy={busy}
        disabled={waitingForConsent}
        idle={buttonTexts.quote.idle}
        busyText={buttonTexts.quote.busy}
      />
      <div role="status" className="form-status">
        {reply?.outcome ? (
          <>
            <SuccessPopup
              key={replyVersion}
              title={successTexts.quoteTitle}
              text={successTexts.quoteText}
              durationMs={POPUP_MS}
              hydrated={hydrated}
            />
            <p className="form-next">{successTexts.quoteNext}</p>
          </>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
