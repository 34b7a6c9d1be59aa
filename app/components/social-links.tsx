import type { SocialNetwork, SocialProfiles } from "~/content/types";
import { Icon } from "./icon";

interface SocialLinksProps {
  /** Whose profiles these are: each icon link is named "<owner> on <network>". */
  owner: string;
  profiles: SocialProfiles;
  className: string;
  /** Names the list where a page holds more than one. */
  label?: string;
}

/** A row of social network icons linking to someone's profiles, each opening in a new tab. */
export function SocialLinks({ owner, profiles, className, label }: SocialLinksProps) {
  return (
    <ul className={className} aria-label={label}>
      {(Object.entries(profiles) as [SocialNetwork, string][]).map(([network, href]) => (
        <li key={network}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${owner} on ${network}`}>
            <Icon name={`social-${network.toLowerCase() as Lowercase<SocialNetwork>}`} />
          </a>
        </li>
      ))}
    </ul>
  );
}
