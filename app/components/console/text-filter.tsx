interface TextFilterProps {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  placeholder?: string;
}

/** A filter typed as text (a lead's source or campaign), matched whole and regardless of case. */
export function TextFilter({ id, name, label, value, placeholder }: TextFilterProps) {
  return (
    <div className="console-filter">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name={name} defaultValue={value ?? ""} placeholder={placeholder} maxLength={100} />
    </div>
  );
}
