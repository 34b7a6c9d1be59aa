import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

export interface Column<Row> {
  /** The header, and the label each cell shows when rows become cards at phone width (console.css). */
  label: string;
  /** A header read only by screen readers, for a column of buttons. */
  labelHidden?: boolean;
  cell: (row: Row) => ReactNode;
}

interface ConsoleTableProps<Row> {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  rowClassName?: (row: Row) => string | undefined;
  className?: string;
}

/** Every list in the console: a table at desktop width, a card per row on a phone. */
export function ConsoleTable<Row>({ columns, rows, rowKey, rowClassName, className }: ConsoleTableProps<Row>) {
  return (
    <table className={className ? `console-table data-table ${className}` : "console-table data-table"}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col">
              {column.labelHidden ? <span className="visually-hidden">{column.label}</span> : column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={rowClassName?.(row)}>
            {columns.map((column) => (
              <td key={column.label} data-label={column.label}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface RowActionProps {
  intent: string;
  id: number | string;
  children: ReactNode;
  ariaLabel?: string;
  danger?: boolean;
  /** Focused when the page is first shown (the HTML's autofocus, so without JavaScript too). */
  autoFocus?: boolean;
}

/** A row's one action, a plain form post naming the row, so it works without JavaScript. */
export function RowAction({ intent, id, children, ariaLabel, danger, autoFocus }: RowActionProps) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={String(id)} />
      <button
        type="submit"
        className={danger ? "console-link-button console-link-button--danger" : "console-link-button"}
        aria-label={ariaLabel}
        data-intent={intent}
        autoFocus={autoFocus}
      >
        {children}
      </button>
    </Form>
  );
}
