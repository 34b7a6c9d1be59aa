import { Form, NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { company } from "~/content/company";
import type { Staff } from "~/lib/console/api-types";
import type { BackupHealthLine } from "~/lib/console/backup-health";
import { LiveInbox } from "./live-inbox";
import { may, type Action } from "../../../contract/permissions";

interface ConsoleShellProps {
  staff: Pick<Staff, "name" | "email" | "roles">;
  newCount: number;
  /** Comments waiting for review, shown next to the Comments section. */
  heldCount?: number;
  mailEnabled: boolean;
  /** A one-time message for this page (after a sign-in with a recovery code). */
  notice?: string | null;
  /** When the last backup was made and how big it was; owners only (null for the others). */
  backupHealth?: BackupHealthLine | null;
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
export function ConsoleShell({ staff, newCount, heldCount = 0, mailEnabled, notice, backupHealth, children }: ConsoleShellProps) {
  const can = (action: Action) => may(staff.roles, action);
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
        {/* Only for those who read leads: the socket refuses the others anyway. */}
        {can("enquiries.read") || can("applications.read") ? <LiveInbox newCount={newCount} /> : null}
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
        {/* Only the sections the person's roles allow (docs/roles.md); the API refuses the rest anyway. */}
        {can("enquiries.read") || can("applications.read") ? (
          <SectionLink to="/console" end>
            {can("enquiries.read") ? "Inbox" : "Applications"}
          </SectionLink>
        ) : null}
        {can("applications.read") ? <SectionLink to="/console/hiring">Hiring board</SectionLink> : null}
        {can("posts.edit") ? <SectionLink to="/console/posts">Posts</SectionLink> : null}
        {can("comments.moderate") ? (
          <SectionLink to="/console/comments">
            Comments{" "}
            <span className="console-nav-count">
              {heldCount}
              <span className="visually-hidden"> held</span>
            </span>
          </SectionLink>
        ) : null}
        {can("staff.manage") ? <SectionLink to="/console/staff">Staff</SectionLink> : null}
        {can("audit.read") ? <SectionLink to="/console/audit">Audit log</SectionLink> : null}
        {can("privacy.requests") ? <SectionLink to="/console/privacy">Privacy</SectionLink> : null}
        {can("insights.read") ? <SectionLink to="/console/insights">Insights</SectionLink> : null}
        {can("backups.read") ? <SectionLink to="/console/backups">Backups</SectionLink> : null}
        {can("settings.manage") ? <SectionLink to="/console/settings/replies">Replies</SectionLink> : null}
        {can("settings.manage") ? <SectionLink to="/console/settings/leads">Lead settings</SectionLink> : null}
        {can("settings.manage") ? <SectionLink to="/console/settings/webhooks">Webhooks</SectionLink> : null}
        {can("openings.edit") ? <SectionLink to="/console/openings">Openings</SectionLink> : null}
        {can("work.edit") ? <SectionLink to="/console/work">Work</SectionLink> : null}
        {can("content.edit") ? <SectionLink to="/console/site">Site content</SectionLink> : null}
        {can("posts.edit") || can("content.edit") ? <SectionLink to="/console/media">Media</SectionLink> : null}
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
        {backupHealth ? (
          <p className={backupHealth.warning ? "console-health console-health--warning" : "console-health"} role="status">
            <a href="/console/backups">{backupHealth.text}</a>
          </p>
        ) : null}
        {children}
      </main>
    </div>
  );
}
