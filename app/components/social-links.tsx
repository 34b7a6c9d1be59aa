import { SocialIcon } from "./social-icon";

interface SocialLinksProps {
  /** Each profile's network (which picks the icon), address and accessible name. */
  links: readonly { name: string; href: string; label: string }[];
  className: string;
  /** Names the list where a page holds more than one. */
  label?: string;
}

/** A row of social network icons linking to someone's profiles, each opening in a new tab. */
export function SocialLinks({ links, className, label }: SocialLinksProps) {
  return (
    <ul className={className} aria-label={label}>
      {links.map((link) => (
        <li key={link.name}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label}>
            <SocialIcon name={link.name} />
          </a>
        </li>
      ))}
    </ul>
  );
}
