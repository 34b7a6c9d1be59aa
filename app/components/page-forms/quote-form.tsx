import { Link } from "@remix-run/react";
import { HoneypotInputs } from "~/components/forms/honeypot-inputs";
import { SourceFields } from "~/components/forms/source-fields";
import { ENQUIRY_ANCHOR } from "~/lib/shell/banner";
import { buttonTexts, successTexts } from "~/components/forms/form-texts";
import { ENQUIRY_DEFAULTS, EnquiryFields } from "~/components/forms/enquiry-fields";
import { CheckField } from "~/components/forms/field";
import { FormErrors, SuccessPopup } from "~/components/forms/form-notice";
import { SiteForm } from "~/components/forms/site-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { useSiteForm } from "~/components/forms/use-site-form";
import { UtmFields } from "~/components/forms/utm-fields";

const POPUP_MS = 6_000;
const loadSchema = () => import("~/lib/forms/quote-schema").then((module) => module.quoteSchema);

/** The quote request form (spec sections 2, 4, 5 and 8), on Home and /quote. */
export function QuoteForm() {
  const site = useSiteForm({ id: "quote-form", anchor: ENQUIRY_ANCHOR, loadSchema, defaultValue: ENQUIRY_DEFAULTS });
  const { form, fields, reply, hydrated, replyVersion } = site;
  // Without JavaScript the button cannot follow the checkbox, so the server asks instead.
  const waitingForConsent = hydrated && fields.consent.value !== "on";

  return (
    <SiteForm site={site} className="enquiry-form">
      <HoneypotInputs />
      <SourceFields />
      <UtmFields />
      <EnquiryFields fields={fields} messageLabel="Project Details (optional)" counter />
      <CheckField meta={fields.consent} showError={!hydrated}>
        I agree to the <Link to="/privacy-policy">privacy policy</Link> and to being contacted about my enquiry.
      </CheckField>
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton texts={buttonTexts.quote} disabled={waitingForConsent} />
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
    </SiteForm>
  );
}
