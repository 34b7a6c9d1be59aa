import { HoneypotInputs } from "~/components/forms/honeypot-inputs";
import { SourceFields } from "~/components/forms/source-fields";
import { buttonTexts, successTexts } from "~/components/forms/form-texts";
import { ENQUIRY_DEFAULTS, EnquiryFields } from "~/components/forms/enquiry-fields";
import { CONTACT_FORM_ANCHOR } from "./form-anchors";
import { FormErrors, SuccessPopup } from "~/components/forms/form-notice";
import { SiteForm } from "~/components/forms/site-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { useSiteForm } from "~/components/forms/use-site-form";

const POPUP_MS = 6_000;
const loadSchema = () => import("~/lib/forms/contact-schema").then((module) => module.contactSchema);

/** The contact page's enquiry form (spec sections 4 and 5), on /contact and its aliases. */
export function ContactForm() {
  const site = useSiteForm({
    id: "contact-form",
    anchor: CONTACT_FORM_ANCHOR,
    loadSchema,
    defaultValue: ENQUIRY_DEFAULTS,
  });
  const { form, fields, reply, hydrated, replyVersion } = site;

  return (
    <SiteForm site={site} className="enquiry-form">
      <HoneypotInputs />
      <SourceFields />
      <EnquiryFields fields={fields} messageLabel="Project Details" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton texts={buttonTexts.contact} />
      <div role="status" className="form-status">
        {reply?.outcome ? (
          <SuccessPopup key={replyVersion} text={successTexts.contact} durationMs={POPUP_MS} hydrated={hydrated} />
        ) : null}
      </div>
    </SiteForm>
  );
}
