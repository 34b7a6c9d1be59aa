interface ListCountProps {
  count: number;
  one: string;
  many: string;
  /** Said after the count, e.g. that filters narrowed it. */
  note?: string;
}

/** Under a list page's title: how many the list holds ("1 lead", "12 leads match these filters"). */
export function ListCount({ count, one, many, note }: ListCountProps) {
  return (
    <p className="console-muted">
      {count} {count === 1 ? one : many}
      {note}
    </p>
  );
}
