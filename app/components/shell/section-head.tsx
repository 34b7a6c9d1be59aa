import type { ReactNode } from "react";

interface SectionHeadProps {
  eyebrow: string;
  title: string;
  text?: ReactNode;
  id?: string;
  align?: "center" | "start";
}

export function SectionHead({ eyebrow, title, text, id, align = "center" }: SectionHeadProps) {
  return (
    <div className={align === "start" ? "section-head section-head--start" : "section-head"}>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id}>{title}</h2>
      {text ? <p>{text}</p> : null}
    </div>
  );
}
