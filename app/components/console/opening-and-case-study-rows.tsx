import { Link } from "@remix-run/react";
import { RowAction } from "./console-table";

/** A row's "move up" and "move down" buttons (plain posts); the ends get only the one that moves. */
export function OrderButtons({ id, name, index, count }: { id: number; name: string; index: number; count: number }) {
  return (
    <div className="console-order">
      {index > 0 ? (
        <RowAction intent="up" id={id} ariaLabel={`Move ${name} up`}>
          ↑ Up
        </RowAction>
      ) : null}
      {index < count - 1 ? (
        <RowAction intent="down" id={id} ariaLabel={`Move ${name} down`}>
          ↓ Down
        </RowAction>
      ) : null}
    </div>
  );
}

/** A list page's refusal from the API, above the list. */
export function ListError({ error }: { error: string | undefined }) {
  return error ? (
    <p role="alert" className="field-error">
      {error}
    </p>
  ) : null;
}

/** The edit pages' head: back to the list, the title. */
export function EditPageHead({ listPath, listName, title }: { listPath: string; listName: string; title: string }) {
  return (
    <>
      <p className="console-back">
        <Link to={listPath}>← {listName}</Link>
      </p>
      <div className="console-page-head">
        <h1>{title}</h1>
      </div>
    </>
  );
}
