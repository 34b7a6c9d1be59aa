interface ListCountProps {
  count: number;
  one: string;
  many: string;
  /** Said after the count, e.g. that filters narrowed it, in the count's number. */
  note?: { one: string; many: string };
}

/** Under a list page's title: how many the list holds ("1 lead matches these filters", "12 leads match these filters"). */
export function ListCount({ count, one, many, note }: ListCountProps) {
  return (
    <p className="console-muted">
      {count} {count === 1 ? one : many}
      {note ? (count === 1 ? note.one : note.many) : null}
    </p>
  );
}
