import { ROLE_DUTIES, ROLE_NAMES, ROLES, type Role } from "../../../contract/permissions";

/** One checkbox per role (docs/roles.md): a person may hold several. A plain form sends each ticked one as `roles`. */
export function RoleCheckboxes({
  idPrefix,
  name = "roles",
  checked,
  legend,
  errorId,
  errors,
}: {
  idPrefix: string;
  name?: string;
  checked: readonly Role[];
  legend: string;
  errorId?: string;
  errors?: string[];
}) {
  return (
    <fieldset className="role-checkboxes" aria-describedby={errors?.length ? errorId : undefined}>
      <legend>{legend}</legend>
      {ROLES.map((role) => (
        <label key={role} htmlFor={`${idPrefix}-${role}`} className="role-checkbox">
          <input id={`${idPrefix}-${role}`} type="checkbox" name={name} value={role} defaultChecked={checked.includes(role)} />{" "}
          <span>
            {ROLE_NAMES[role]}
            <span className="role-duty">: {ROLE_DUTIES[role]}</span>
          </span>
        </label>
      ))}
      {errors?.length ? (
        <p id={errorId} className="field-error">
          {errors.join(" ")}
        </p>
      ) : null}
    </fieldset>
  );
}
