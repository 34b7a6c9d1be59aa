import { Link, useActionData } from "@remix-run/react";
import type { ReactNode } from "react";
import type { OrderedList } from "~/lib/console/ordered-lists";
import { ConsolePageHead } from "./console-page-head";
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
      <ConsolePageHead title={list.name}>
        <p className="console-muted">{note}</p>
        <Link to={`${list.path}/new`} className="btn btn--primary btn--sm">
          {list.addTitle}
        </Link>
      </ConsolePageHead>
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
      <ConsolePageHead title={item ? item.title : list.addTitle} back={{ to: list.path, name: list.name }} />
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
