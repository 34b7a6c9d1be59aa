import type { Faq } from "~/content/types";

/** Numbered FAQ accordion; details/summary keeps it usable without JavaScript. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <ol className="faq-list">
      {faqs.map((faq, index) => (
        <li key={faq.q}>
          <details className="faq" open={index === 0}>
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
