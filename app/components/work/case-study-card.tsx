import { DEFAULT_WORK_COVER } from "../../../contract/case-studies";
import type { CaseStudy } from "~/lib/work";

/** One piece of the agency's work: cover, who it was for, the problem, the work, the figures. */
export function CaseStudyCard({ study }: { study: CaseStudy }) {
  const titleId = `case-study-${study.id}`;
  return (
    <article className="card case-study" aria-labelledby={titleId}>
      <img
        className="case-study-cover"
        src={study.cover_image || DEFAULT_WORK_COVER}
        alt={study.alt_text ?? ""}
        width={1200}
        height={630}
        loading="lazy"
        decoding="async"
      />
      <div className="case-study-body">
        <p className="case-study-client">
          {study.client} · {study.industry}
        </p>
        <h3 id={titleId}>{study.title}</h3>
        <dl className="case-study-story">
          <dt>The challenge</dt>
          <dd>{study.challenge}</dd>
          <dt>What we did</dt>
          <dd>{study.what_we_did}</dd>
        </dl>
        {study.results.length > 0 ? (
          <ul className="case-study-results" aria-label="Results">
            {study.results.map((result, index) => (
              <li key={index}>
                <strong>{result.value}</strong> <span>{result.label}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
