import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BreadcrumbHero } from "~/components/breadcrumb-hero";
import { HeadedSection } from "~/components/shell/headed-section";
import { QuoteCallout } from "~/components/sections/quote-callout";
import { LibraryPicture } from "~/components/library-picture";
import { SocialLinks } from "~/components/social-links";
import { profilesOf } from "~/lib/site-content/team-profiles";
import { teamPage } from "~/lib/site-content/team.server";
import { pageMeta } from "~/lib/shell/page-meta";
import type { Breadcrumb } from "~/lib/structured-data/breadcrumb-list";

const breadcrumb: Breadcrumb = { title: "Our Team" };

export const meta = pageMeta("/team", { breadcrumb });

/** The members as staff keep them, and their photos from the media library (a missing one leaves the site's own file). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return teamPage(request, context);
}

export default function Team() {
  const { members, photos } = useLoaderData<typeof loader>();
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
          {members.map((member, index) => (
            <li key={`${index}-${member.name}`} className="card team-card">
              <LibraryPicture picture={member.photo} library={photos} alt={`Illustrated portrait of ${member.name}`} sizes="160px" width={160} height={160} />
              <h3>{member.name}</h3>
              <p className="team-role">{member.role}</p>
              <p>{member.bio}</p>
              <SocialLinks owner={member.name} profiles={profilesOf(member.links)} className="team-socials" />
            </li>
          ))}
        </ul>
      </HeadedSection>
      <QuoteCallout title="Work with a team that answers for results" />
    </>
  );
}
