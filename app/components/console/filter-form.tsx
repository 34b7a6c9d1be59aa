import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { OptionList } from "./option-list";

interface FilterFormProps {
  /** The list's page: where the form goes, and what Clear goes back to. */
  action: string;
  label: string;
  /**
   * Folded behind a "Filters" summary on a phone, so the list is on the first screen; open when
   * a filter is in use. At desktop width the fields always show (console-filters.css).
   */
  folded?: { open: boolean };
  children: ReactNode;
}

/** A list's filters: a GET form, so the URL holds them and they work without JavaScript. */
export function FilterForm({ action, label, folded, children }: FilterFormProps) {
  const form = (
    <Form method="get" action={action} className="console-filters" aria-label={label}>
      {children}
      <div className="console-filter-actions">
        <button type="submit" className="btn btn--primary btn--sm">
          Filter
        </button>
        <a href={action} className="console-link">
          Clear
        </a>
      </div>
    </Form>
  );
  if (!folded) return form;
  return (
    <details className="console-filters-fold" open={folded.open}>
      <summary>{label}</summary>
      {form}
    </details>
  );
}

interface SearchFilterProps {
  id: string;
  value: string | undefined;
  placeholder: string;
  maxLength: number;
}

/** The filters' search box (?q=), the row's widest field. */
export function SearchFilter({ id, value, placeholder, maxLength }: SearchFilterProps) {
  return (
    <div className="console-filter console-filter--wide">
      <label htmlFor={id}>Search</label>
      <input id={id} type="search" name="q" defaultValue={value ?? ""} placeholder={placeholder} maxLength={maxLength} />
    </div>
  );
}

interface FilterSelectProps {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  options: readonly (readonly [string, string])[];
}

/** A filter picked from a list, "Any" first. */
export function FilterSelect({ id, name, label, value, options }: FilterSelectProps) {
  return (
    <div className="console-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ""}>
        <option value="">Any</option>
        <OptionList options={options} />
      </select>
    </div>
  );
}
