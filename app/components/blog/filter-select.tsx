interface FilterSelectProps {
  /** Query parameter the choice is sent as; the field's id is `blog-<name>`. */
  name: string;
  label: string;
  /** The choice in the current URL. */
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: () => void;
}

/** One drop-down of the blog filters, showing the choice in the URL. */
export function FilterSelect({ name, label, value, options, onChange }: FilterSelectProps) {
  const id = `blog-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {/* Uncontrolled, and remade when the URL's choice changes (a tag link, the back button). */}
      <select id={id} name={name} defaultValue={value} key={`${name}-${value}`} onChange={onChange}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
