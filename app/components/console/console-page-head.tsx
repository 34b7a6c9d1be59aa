import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

interface ConsolePageHeadProps {
  title: ReactNode;
  /** The page this one was opened from, linked above the title. */
  back?: { to: string; name: string };
  /** Beside the title: a badge, a count, a button. */
  children?: ReactNode;
}

/** A console page's head: the way back, if any, then the title and what goes with it. */
export function ConsolePageHead({ title, back, children }: ConsolePageHeadProps) {
  return (
    <>
      {back ? (
        <p className="console-back">
          <Link to={back.to}>← {back.name}</Link>
        </p>
      ) : null}
      <div className="console-page-head">
        <h1>{title}</h1>
        {children}
      </div>
    </>
  );
}
