import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { InputField } from "./field";
import { PhoneField } from "./phone-field";

interface ContactFieldsProps {
  fields: {
    name: FieldMetadata<string>;
    email: FieldMetadata<string>;
    countryCode: FieldMetadata<string>;
    phone: FieldMetadata<string>;
  };
  labels: { name: string; email: string; phone: string };
  /** The field beside the phone number: an enquiry's service, an application's position. */
  beside: ReactNode;
}

/** Name, email and phone, in the two rows every enquiry and application form starts with. */
export function ContactFields({ fields, labels, beside }: ContactFieldsProps) {
  return (
    <>
      <div className="field-row">
        <InputField meta={fields.name} label={labels.name} type="text" autoComplete="name" />
        <InputField meta={fields.email} label={labels.email} type="email" autoComplete="email" />
      </div>
      <div className="field-row field-row--roomy">
        <PhoneField label={labels.phone} countryCode={fields.countryCode} phone={fields.phone} />
        {beside}
      </div>
    </>
  );
}
