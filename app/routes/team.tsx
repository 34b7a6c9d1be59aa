import { BreadcrumbHero } from "~/components/breadcrumb-hero";
import { HeadedSection } from "~/components/shell/headed-section";
import { QuoteCallout } from "~/components/sections/quote-callout";
import { SocialLinks } from "~/components/social-links";
import { useLoaderData } from "@remix-run/react";
import { ResponsiveImage } from "~/components/responsive-image";
import { team } from "~/content/team";
import { mediaItemsFor } from "~/lib/media/media-items.server";
import { pageMeta } from "~/lib/shell/page-meta";
import type { Breadcrumb } from "~/lib/structured-data/breadcrumb-list";

const breadcrumb: Breadcrumb = { title: "Our Team" };

export const meta = pageMeta("/team", { breadcrumb });

/** The directors' photos from the media library; a missing one leaves the illustration in place. */
export async function loader() {
  return { photos: await mediaItemsFor(team.map((member) => member.photo)) };
}

export default function Team() {
  const { photos } = useLoaderData<typeof loader>();
  return (
    <>
      <BreadcrumbHero {...breadcrumb}>
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
              {member.photo?.mediaId && photos[member.photo.mediaId] ? (
                <ResponsiveImage image={photos[member.photo.mediaId]} alt={member.photo.alt} sizes="160px" width={160} height={160} />
              ) : (
                <img src={member.image} alt={`Illustrated portrait of ${member.name}`} width={160} height={160} loading="lazy" />
              )}
              <h3>{member.name}</h3>
              <p className="team-role">{member.role}</p>
              <p>{member.bio}</p>
              <SocialLinks owner={member.name} profiles={member.socials} className="team-socials" />
            </li>
          ))}
        </ul>
      </HeadedSection>
      <QuoteCallout title="Work with a team that answers for results" />
    </>
  );
}
