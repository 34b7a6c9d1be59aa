import { Link } from "@remix-run/react";

/** The two ways to start a project, side by side; `talk={false}` leaves only the quote. */
export function QuoteButtons({ talk = true }: { talk?: boolean }) {
  return (
    <div className="btn-row">
      <Link to="/quote" className="btn btn--accent">
        Get a quote
      </Link>
      {talk ? (
        <Link to="/contact-us" className="btn btn--light">
          Talk to us
        </Link>
      ) : null}
    </div>
  );
}
