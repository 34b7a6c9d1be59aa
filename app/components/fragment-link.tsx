import { forwardRef, type ReactNode } from "react";

interface FragmentLinkProps {
  /** Where the link leads without JavaScript: a fragment the stylesheet answers (#search shows the search). */
  href: `#${string}`;
  /** Accessible name: these links show only an icon. */
  label: string;
  className: string;
  /** Runs instead of following the link once JavaScript is there. */
  onPress: () => void;
  children: ReactNode;
}

/** An icon link that works through its fragment without JavaScript and as a button with it. */
export const FragmentLink = forwardRef<HTMLAnchorElement, FragmentLinkProps>(function FragmentLink(
  { href, label, className, onPress, children },
  ref,
) {
  return (
    <a
      ref={ref}
      href={href}
      className={className}
      aria-label={label}
      onClick={(event) => {
        event.preventDefault();
        onPress();
      }}
    >
      {children}
    </a>
  );
});
