import { useId } from "react";
import type { Faq } from "~/content/types";

/**
 * Numbered FAQ accordion. details/summary works without JavaScript; sharing one `name` makes
 * the browser keep a single answer open at a time.
 */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  const group = useId();
  return (
    <ol className="faq-list">
      {faqs.map((faq, index) => (
        <li key={faq.q}>
          <details className="faq" name={group} open={index === 0}>
            <summary>
              <span className="faq-number" aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
              <span className="faq-question">{faq.q}</span>
            </summary>
            <p>{faq.a}</p>
          </details>
        </li>
      ))}
    </ol>
  );
}
