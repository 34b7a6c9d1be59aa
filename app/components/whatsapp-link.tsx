/**
 * The visitors' way to chat with the agency on WhatsApp: a plain link to wa.me (no script,
 * nothing loaded from elsewhere), its icon drawn inline. Nothing at all when no number is set.
 */
export function WhatsappLink({ href, className, children = "Chat on WhatsApp" }: { href: string | null; className?: string; children?: string }) {
  if (!href) return null;
  return (
    <a href={href} className={className ? `whatsapp-link ${className}` : "whatsapp-link"} rel="noopener noreferrer" target="_blank">
      <WhatsappIcon />
      <span>{children}</span>
    </a>
  );
}

/** The WhatsApp mark as a speech bubble with a handset (after Tabler's brand-whatsapp, MIT), in the text colour. */
function WhatsappIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M3 21l1.65 -3.8a9 9 0 1 1 3.4 2.9l-5.05 .9" />
      <path d="M9 10a.5 .5 0 0 0 1 0v-1a.5 .5 0 0 0 -1 0v1a5 5 0 0 0 5 5h1a.5 .5 0 0 0 0 -1h-1a.5 .5 0 0 0 0 1" />
    </svg>
  );
}
