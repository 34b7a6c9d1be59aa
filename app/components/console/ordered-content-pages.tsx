import { Link, useActionData } from "@remix-run/react";
import type { ReactNode } from "react";
import type { OrderedList } from "~/lib/console/ordered-lists";
import { DeleteConfirmation } from "./delete-confirmation";
import { OrderedContentForm, type ContentForm } from "./ordered-content-form";

/** The API's refusal of a list row's button, or of a delete. */
const useListError = () => useActionData<{ listError?: string }>()?.listError;

interface ListPageProps {
  list: OrderedList;
  /** Under the title: what the list holds, in which order. */
  note: ReactNode;
  /** The list itself. */
  children: ReactNode;
}

/** A list page: its head with the add link, a refusal of a row's button, the list. */
export function OrderedListPage({ list, note, children }: ListPageProps) {
  const error = useListError();
  return (
    <div className="console-page">
      <div className="console-page-head">
        <h1>{list.name}</h1>
        <p className="console-muted">{note}</p>
        <Link to={`${list.path}/new`} className="btn btn--primary btn--sm">
          {list.addTitle}
        </Link>
      </div>
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}

interface ItemPageProps<Item> {
  list: OrderedList;
  form: ContentForm<Item>;
  /** The item edited; none on the add page. */
  item?: Item & { title: string };
  /** Said above the form. */
  children?: ReactNode;
}

/** The add page, or an item's edit page with its delete: back to the list, the title, the form. */
export function OrderedItemPage<Item>({ list, form, item, children }: ItemPageProps<Item>) {
  const error = useListError();
  const section = `${list.noun.replaceAll(" ", "-")}-section`;
  return (
    <div className="console-page">
      <p className="console-back">
        <Link to={list.path}>← {list.name}</Link>
      </p>
      <div className="console-page-head">
        <h1>{item ? item.title : list.addTitle}</h1>
      </div>
      {children}
      <section className="console-card" id={section} aria-label={`The ${list.noun}`}>
        <OrderedContentForm form={form} anchor={section} item={item} addLabel={`Add ${list.noun}`} />
      </section>
      {item ? (
        <DeleteConfirmation
          summary={`Delete this ${list.noun}`}
          consequence="It is deleted for good and leaves the site at once."
          error={error}
        />
      ) : null}
    </div>
  );
}
