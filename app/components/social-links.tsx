import { SocialIcon } from "./social-icon";

interface SocialLinksProps {
  /** Whose profiles these are: each icon link is named "<owner> on <network>". */
  owner: string;
  links: readonly { name: string; href: string }[];
  className: string;
  /** Names the list where a page holds more than one. */
  label?: string;
}

/** A row of social network icons linking to someone's profiles, each opening in a new tab. */
export function SocialLinks({ owner, links, className, label }: SocialLinksProps) {
  return (
    <ul className={className} aria-label={label}>
      {links.map((link) => (
        <li key={link.name}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`${owner} on ${link.name}`}>
            <SocialIcon name={link.name} />
          </a>
        </li>
      ))}
    </ul>
  );
}
