import { Link } from "@remix-run/react";
import { company } from "~/content/company";

export function BrandLogo() {
  return (
    <Link to="/" className="brand" aria-label={`${company.name}, home`}>
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <rect width="36" height="36" rx="10" fill="#2563eb" />
        <path d="M9 11h5l4 10 4-10h5l-7 15h-4L9 11Z" fill="#fff" />
        <circle cx="27" cy="9" r="3" fill="#f59e0b" />
      </svg>
      <span>
        {company.name}
        <small>{company.tagline}</small>
      </span>
    </Link>
  );
}
