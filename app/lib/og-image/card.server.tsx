import type { ReactNode } from "react";
import { company } from "~/content/company";
import { BRAND_FONT_FAMILY } from "./fonts.server";
import { palette } from "./palette.server";
import { OG_IMAGE_SIZE } from "./paths";

/** The brand mark of the header (app/components/brand-logo.tsx), drawn at any size. */
function Mark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 36 36">
      <rect width="36" height="36" rx="10" fill={palette.brand} />
      <path d="M9 11h5l4 10 4-10h5l-7 15h-4L9 11Z" fill={palette.onDark} />
      <circle cx="27" cy="9" r="3" fill={palette.accent} />
    </svg>
  );
}

/** Night-blue card with the brand at the top, the message in the middle and a footer line. */
function Frame({ children, footer }: { children: ReactNode; footer: ReactNode }) {
  return (
    <div
      style={{
        ...OG_IMAGE_SIZE,
        display: "flex",
        fontFamily: BRAND_FONT_FAMILY,
        color: palette.onDark,
        backgroundColor: palette.night,
        backgroundImage: `linear-gradient(135deg, ${palette.night} 0%, ${palette.nightDeep} 60%, ${palette.brand} 140%)`,
      }}
    >
      {/* Margins, not padding: satori sizes boxes without their padding, which would push the footer off the card. */}
      <div
        style={{
          flexGrow: 1,
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          margin: "64px 72px",
        }}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
          <Mark size={64} />
          <div style={{ display: "flex", flexDirection: "column" }}>
            <span style={{ fontSize: 34, fontWeight: 800 }}>{company.name}</span>
            <span style={{ fontSize: 22, fontWeight: 500, color: palette.brandSoft }}>{company.tagline}</span>
          </div>
        </div>
        {children}
        <div style={{ display: "flex", alignItems: "center", gap: 20, fontSize: 28, fontWeight: 700 }}>
          <div style={{ width: 56, height: 8, borderRadius: 4, backgroundColor: palette.accent }} />
          {footer}
        </div>
      </div>
    </div>
  );
}

/** A post's share card: its title large, its author below. */
export function PostCard({ title, author }: { title: string; author: string }) {
  const fontSize = title.length > 70 ? 54 : 64;
  return (
    <Frame footer={<span>By {author}</span>}>
      <div style={{ display: "block", fontSize, fontWeight: 800, lineHeight: 1.15, letterSpacing: -1, lineClamp: 3 }}>
        {title}
      </div>
    </Frame>
  );
}

/** The share card of every page without its own: what the agency does and where. */
export function SiteCard() {
  return (
    <Frame footer={<span>{`${company.address.city}, ${company.address.country} · ${company.partnerBadge}`}</span>}>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <span style={{ fontSize: 66, fontWeight: 800, lineHeight: 1.1, letterSpacing: -1 }}>
          Web & mobile apps, branding and growth marketing
        </span>
        <span style={{ fontSize: 30, fontWeight: 500, color: palette.brandSoft }}>
          For startups and enterprises, from our team in Indore.
        </span>
      </div>
    </Frame>
  );
}
