import { Link } from "@remix-run/react";
import { emptyOpeningsText } from "~/content/career";
import { APPLY_ANCHOR, POSITION_PARAM } from "../page-forms/form-anchors";
import type { Opening } from "~/lib/openings";
import { Icon } from "~/components/icon";

export function OpeningsList({ openings }: { openings: readonly Opening[] }) {
  if (openings.length === 0) {
    return (
      <div className="card empty-openings">
        <Icon name="briefcase" />
        <p>{emptyOpeningsText}</p>
      </div>
    );
  }
  return (
    <ul className="grid grid--3 openings">
      {openings.map((opening) => (
        <li key={opening.id} className="card opening">
          <h3>{opening.title}</h3>
          <p className="opening-meta">
            <span>
              <Icon name="map-pin" size={16} /> {opening.location}
            </span>
            <span>
              <Icon name="clock" size={16} /> {opening.experience}
            </span>
          </p>
          {opening.summary ? <p>{opening.summary}</p> : null}
          {opening.requirements.length > 0 ? (
            <>
              <h4>Requirements</h4>
              <ul className="check-list">
                {opening.requirements.map((requirement, index) => (
                  <li key={index}>{requirement}</li>
                ))}
              </ul>
            </>
          ) : null}
          <Link
            to={`?${new URLSearchParams({
              [POSITION_PARAM]: opening.title,
            })}#${APPLY_ANCHOR}`}
            className="text-link"
          >
            Apply Now <span className="visually-hidden">for {opening.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
