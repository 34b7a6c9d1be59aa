import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { Field } from "~/components/forms/field";
import { OptionList } from "./option-list";

interface LabelledSelectFieldProps {
  meta: FieldMetadata<unknown, Record<string, unknown>, string[]>;
  label: string;
  /** Each option's value and the words shown for it. */
  options: readonly (readonly [string, string])[];
}

/** A select whose options show words other than their values (a status, a role). */
export function LabelledSelectField({ meta, label, options }: LabelledSelectFieldProps) {
  const { key, ...props } = getSelectProps(meta);
  return (
    <Field meta={meta} label={label}>
      <select key={key} {...props}>
        <OptionList options={options} />
      </select>
    </Field>
  );
}
