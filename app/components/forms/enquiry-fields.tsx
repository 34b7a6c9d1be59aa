import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { serviceOptions } from "~/content/services";
import { MESSAGE_MAX } from "~/lib/forms/limits";
import { Field, withoutKey } from "./field";
import { PhoneField } from "./phone-field";
import { useCountryOptions } from "./use-country-options";

interface EnquiryFieldsProps {
  fields: {
    name: FieldMetadata<string>;
    email: FieldMetadata<string>;
    countryCode: FieldMetadata<string>;
    phone: FieldMetadata<string>;
    service: FieldMetadata<string>;
    message: FieldMetadata<string | undefined>;
  };
  attempt: number;
  messageLabel: string;
  /** The quote form counts the characters of the project details ('n / 600'). */
  counter?: boolean;
}

/** The fields the quote and contact forms share, in the spec's order. */
export function EnquiryFields({ fields, attempt, messageLabel, counter = false }: EnquiryFieldsProps) {
  const countries = useCountryOptions();
  const name = withoutKey(getInputProps(fields.name, { type: "text" }));
  const email = withoutKey(getInputProps(fields.email, { type: "email" }));
  const service = withoutKey(getSelectProps(fields.service));
  const message = withoutKey(getTextareaProps(fields.message));
  const typed = fields.message.value?.length ?? 0;
  return (
    <>
      <div className="field-row">
        <Field
          htmlFor={fields.name.id}
          label="Your name"
          errorId={fields.name.errorId}
          errors={fields.name.errors}
          attempt={attempt}
        >
          <input key={name.key} {...name.props} autoComplete="name" />
        </Field>
        <Field
          htmlFor={fields.email.id}
          label="Email address"
          errorId={fields.email.errorId}
          errors={fields.email.errors}
          attempt={attempt}
        >
          <input key={email.key} {...email.props} autoComplete="email" />
        </Field>
      </div>
      <div className="field-row">
        <PhoneField
          label="Phone number"
          countryCode={fields.countryCode}
          phone={fields.phone}
          countries={countries}
          attempt={attempt}
        />
        <Field
          htmlFor={fields.service.id}
          label="Service"
          errorId={fields.service.errorId}
          errors={fields.service.errors}
          attempt={attempt}
        >
          <select key={service.key} {...service.props}>
            <option value="">Select a service</option>
            {serviceOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field
        htmlFor={fields.message.id}
        label={messageLabel}
        errorId={fields.message.errorId}
        errors={fields.message.errors}
        attempt={attempt}
        aside={
          counter ? (
            <span className="field-count">
              {typed} / {MESSAGE_MAX}
            </span>
          ) : null
        }
      >
        <textarea key={message.key} {...message.props} rows={5} maxLength={MESSAGE_MAX} />
      </Field>
    </>
  );
}
