import type { FieldMetadata } from "@conform-to/react";
import { serviceOptions } from "~/content/services";
import { PHONE_DEFAULTS } from "~/lib/forms/phone";
import { ContactFields } from "./contact-fields";
import { SelectField, TextareaField } from "./field";

interface EnquiryFieldsProps {
  fields: {
    name: FieldMetadata<string>;
    email: FieldMetadata<string>;
    countryCode: FieldMetadata<string>;
    phone: FieldMetadata<string>;
    service: FieldMetadata<string>;
    message: FieldMetadata<string | undefined>;
  };
  messageLabel: string;
  /** The quote form counts the characters of the project details ('n / 600'). */
  counter?: boolean;
}

/**
 * Where a quote or contact form starts and returns to after a send. The service is named
 * empty on purpose: a reset then selects the placeholder instead of no option at all.
 */
export const ENQUIRY_DEFAULTS = { ...PHONE_DEFAULTS, service: "" };

/** The fields the quote and contact forms share, in the spec's order. */
export function EnquiryFields({ fields, messageLabel, counter = false }: EnquiryFieldsProps) {
  const typed = fields.message.value?.length ?? 0;
  // The schema's limit, which the page's loader passed down as the field's constraint.
  const limit = fields.message.maxLength;
  return (
    <>
      <ContactFields
        fields={fields}
        labels={{ name: "Full Name", email: "Email Address", phone: "Phone Number" }}
        beside={
          <SelectField meta={fields.service} label="Service" placeholder="Select a service" options={serviceOptions} />
        }
      />
      <TextareaField
        meta={fields.message}
        label={messageLabel}
        aside={
          counter ? (
            <span className="field-count">
              {typed} / {limit}
            </span>
          ) : null
        }
        rows={5}
      />
    </>
  );
}
