import type { ReactNode } from "react";
import { company } from "~/content/company";

/** The frame of the pages before sign-in: the site's name and one card. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <main id="console-main" className="console-auth">
      <div className="console-auth-card">
        <p className="console-auth-brand">
          <a href="/">{company.name}</a> · Console
        </p>
        <h1>{title}</h1>
        {intro ? <div className="console-auth-intro">{intro}</div> : null}
        {children}
      </div>
    </main>
  );
}
