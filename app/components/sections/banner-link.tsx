import { Link, useLocation, useNavigate } from "@remix-run/react";
import type { MouseEvent } from "react";
import { ENQUIRY_ANCHOR } from "~/lib/shell/banner";
import { scrollToEnquirySoon } from "~/lib/enquiry-scroll";

const ENQUIRY_TARGET = `/#${ENQUIRY_ANCHOR}`;

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * A banner button. Most are ordinary links; the one leading to the quote form goes home and
 * then glides down to it. Without JS (or on a modified click) the plain /#enquiry link does the job.
 */
interface BannerLinkProps {
  to: string;
  className: string;
  children: string;
  /** Read after the visible text by assistive technology, when the text alone is vague. */
  context?: string;
}

export function BannerLink({ to, className, children, context }: BannerLinkProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (to !== ENQUIRY_TARGET) {
    return (
      <Link to={to} className={className}>
        {children}
        {context ? <span className="visually-hidden"> {context}</span> : null}
      </Link>
    );
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || !isPlainLeftClick(event)) return;
    event.preventDefault();
    if (pathname !== "/") navigate("/", { preventScrollReset: true });
    scrollToEnquirySoon(ENQUIRY_ANCHOR);
  };
  return (
    <Link to={to} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
