import { Form, NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { company } from "~/content/company";
import type { Staff } from "~/lib/console/api-types";

interface ConsoleShellProps {
  staff: Pick<Staff, "name" | "email" | "role">;
  newCount: number;
  /** Comments waiting for review, shown next to the Comments section. */
  heldCount?: number;
  mailEnabled: boolean;
  /** A one-time message for this page (after a sign-in with a recovery code). */
  notice?: string | null;
  children: ReactNode;
}

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? "console-nav-link is-active" : "console-nav-link");

/** A section in the console's navigation, marked while it is open. */
function SectionLink({ to, end, children }: { to: string; end?: boolean; children: ReactNode }) {
  return (
    <NavLink to={to} end={end} className={navClass}>
      {children}
    </NavLink>
  );
}

/** The console's frame: a top bar (site, new leads, account, sign out), the sections, the page. */
export function ConsoleShell({ staff, newCount, heldCount = 0, mailEnabled, notice, children }: ConsoleShellProps) {
  return (
    <div className="console">
      <a href="#console-main" className="skip-link">
        Skip to content
      </a>
      <header className="console-bar">
        <a href="/" className="console-brand">
          {company.name}
        </a>
        <span className="console-bar-title">Console</span>
        <a href="/console?status=new" className="console-new" aria-label={`${newCount} new leads`}>
          <span className="console-new-count">{newCount}</span> new
        </a>
        <span className="console-bar-spacer" />
        <NavLink to="/console/account" className="console-bar-account">
          {staff.name || staff.email}
        </NavLink>
        <Form method="post" action="/console/sign-out" className="console-sign-out">
          <button type="submit" className="console-link-button">
            Sign out
          </button>
        </Form>
      </header>
      <nav className="console-nav" aria-label="Console">
        <SectionLink to="/console" end>Inbox</SectionLink>
        <SectionLink to="/console/posts">Posts</SectionLink>
        <SectionLink to="/console/comments">
          Comments{" "}
          <span className="console-nav-count">
            {heldCount}
            <span className="visually-hidden"> held</span>
          </span>
        </SectionLink>
        {staff.role === "owner" ? <SectionLink to="/console/staff">Staff</SectionLink> : null}
        {staff.role === "owner" ? <SectionLink to="/console/audit">Audit log</SectionLink> : null}
        <SectionLink to="/console/openings">Openings</SectionLink>
        <SectionLink to="/console/work">Work</SectionLink>
        <SectionLink to="/console/media">Media</SectionLink>
        <SectionLink to="/console/account">Account</SectionLink>
      </nav>
      <main id="console-main" className="console-main" tabIndex={-1}>
        {/* Inside main, so the notice belongs to a landmark a screen reader can reach. */}
        {notice ? (
          <p className="console-banner console-banner--notice" role="status">
            {notice}{" "}
            <a href="/console/account#two-factor">Recovery codes</a>
          </p>
        ) : null}
        {mailEnabled ? null : (
          <p className="console-banner" role="note">
            Email notifications are off: set SMTP_URL to be told of new leads.
          </p>
        )}
        {children}
      </main>
    </div>
  );
}
