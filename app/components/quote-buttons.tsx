import { Link } from "@remix-run/react";

/**
 * Buttons are in Title Case across the site; the spec fixes the service page hero's two in
 * sentence case ('Get a quote', 'Talk to us'), so that hero asks for `words="spec"`.
 */
const words = {
  site: { quote: "Get a Quote", talk: "Talk to Us" },
  spec: { quote: "Get a quote", talk: "Talk to us" },
} as const;

interface QuoteButtonsProps {
  /** `false` leaves only the quote. */
  talk?: boolean;
  words?: keyof typeof words;
}

/** The two ways to start a project, side by side. */
export function QuoteButtons({ talk = true, words: wording = "site" }: QuoteButtonsProps) {
  const { quote, talk: talkLabel } = words[wording];
  return (
    <div className="btn-row">
      <Link to="/quote" className="btn btn--accent">
        {quote}
      </Link>
      {talk ? (
        <Link to="/contact-us" className="btn btn--light">
          {talkLabel}
        </Link>
      ) : null}
    </div>
  );
}
