import { useLocation, useSearchParams } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { RowAction } from "./console-table";

/**
 * Which of the row's buttons takes the focus after it moved: the same direction while the row
 * can still go that way, else the other one (a row moved to the top has no "Up" any more).
 */
function focusAfterMove(moved: string | null, id: number, index: number, count: number): "up" | "down" | null {
  const direction = moved === `${id}-up` ? "up" : moved === `${id}-down` ? "down" : null;
  if (!direction || count < 2) return null;
  if (direction === "up") return index > 0 ? "up" : "down";
  return index < count - 1 ? "down" : "up";
}

/** A row's "move up" and "move down" buttons (plain posts); the ends get only the one that moves. */
export function OrderButtons({ id, name, index, count }: { id: number; name: string; index: number; count: number }) {
  const [params] = useSearchParams();
  const { key } = useLocation();
  const focus = focusAfterMove(params.get("moved"), id, index, count);
  const wrapper = useRef<HTMLDivElement>(null);
  // Reordering the rows moves their elements, which takes the focus from the pressed button.
  useEffect(() => {
    if (focus) wrapper.current?.querySelector<HTMLButtonElement>(`button[data-intent="${focus}"]`)?.focus();
  }, [focus, key]);
  return (
    <div className="console-order" ref={wrapper}>
      {index > 0 ? (
        <RowAction intent="up" id={id} ariaLabel={`Move ${name} up`} autoFocus={focus === "up"}>
          ↑ Up
        </RowAction>
      ) : null}
      {index < count - 1 ? (
        <RowAction intent="down" id={id} ariaLabel={`Move ${name} down`} autoFocus={focus === "down"}>
          ↓ Down
        </RowAction>
      ) : null}
    </div>
  );
}
