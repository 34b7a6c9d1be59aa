import { BreadcrumbHero } from "~/components/breadcrumb-hero";
import { HeadedSection } from "~/components/headed-section";
import { QuoteCallout } from "~/components/sections/quote-callout";
import { SocialIcon } from "~/components/social-icon";
import { team } from "~/content/team";
import { pageMeta } from "~/lib/page-meta";

export const meta = pageMeta("/team");

export default function Team() {
  return (
    <>
      <BreadcrumbHero title="Our Team">
        <p>The directors who lead every engagement, and answer for it.</p>
      </BreadcrumbHero>
      <HeadedSection
        titleId="team-title"
        eyebrow="Leadership"
        title="Meet our directors"
        text="Engineers, designers and marketers who have shipped products and campaigns for brands across India."
      >
        <ul className="grid grid--3 team-list">
          {team.map((member) => (
            <li key={member.name} className="card team-card">
              <img
                src={member.image}
                alt={`Illustrated portrait of ${member.name}`}
                width={160}
                height={160}
                loading="lazy"
              />
              <h3>{member.name}</h3>
              <p className="team-role">{member.role}</p>
              <p>{member.bio}</p>
              <ul className="team-socials">
                {member.socials.map((social) => (
                  <li key={social.name}>
                    <a
                      href={social.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${member.name} on ${social.name}`}
                    >
                      <SocialIcon name={social.name} />
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </HeadedSection>
      <QuoteCallout title="Work with a team that answers for results" />
    </>
  );
}
