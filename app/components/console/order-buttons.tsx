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
