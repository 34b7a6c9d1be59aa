import type { ReactNode } from "react";
import { BreadcrumbHero } from "./breadcrumb-hero";
import type { LegalDocumentContent, LegalSection } from "~/content/types";

interface LegalDocumentProps {
  document: LegalDocumentContent;
  /** The sections as shown, where the page adds to the document's own. */
  sections?: readonly LegalSection[];
  /** What the page draws in a section's slot, by the slot's name (the cookie policy's table and settings). */
  extras?: Readonly<Record<string, ReactNode>>;
  /** Sanitised HTML before the first section (a page written in Markdown). */
  preface?: string;
}

/** What the three legal pages share: the hero, a table of contents and the numbered sections. */
export function LegalDocument({ document, sections = document.sections, extras = {}, preface = "" }: LegalDocumentProps) {
  return (
    <>
      <BreadcrumbHero title={document.title} />
      <section className="section">
        <div className="container legal-layout">
          <nav className="legal-toc" aria-label="On this page">
            <p className="eyebrow">On this page</p>
            <ol>
              {sections.map((section, index) => (
                <li key={section.heading}>
                  <a href={`#section-${index + 1}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
          <article className="prose">
            <p className="lead">{document.intro}</p>
            {preface ? <div dangerouslySetInnerHTML={{ __html: preface }} /> : null}
            {sections.map((section, index) => (
              <section key={section.heading} id={`section-${index + 1}`} aria-labelledby={`section-${index + 1}-title`}>
                <h2 id={`section-${index + 1}-title`}>{section.heading}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.list ? (
                  <ul>
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
                {section.html ? <div dangerouslySetInnerHTML={{ __html: section.html }} /> : null}
                {section.slot ? extras[section.slot] : null}
                {section.htmlAfter ? <div dangerouslySetInnerHTML={{ __html: section.htmlAfter }} /> : null}
              </section>
            ))}
          </article>
        </div>
      </section>
    </>
  );
}
