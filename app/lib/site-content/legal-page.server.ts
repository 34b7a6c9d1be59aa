import type { AppLoadContext } from "@remix-run/node";
import { LEGAL_SEED } from "../../../contract/site-content/legal-seed";
import { LEGAL_TITLES } from "~/content/legal";
import type { LegalDocumentContent } from "~/content/types";
import { legalBody } from "./legal-sections.server";
import { pageContent } from "./page-content.server";

type LegalSlug = keyof typeof LEGAL_TITLES;

/**
 * A legal page's document as its route draws it: the title from code, the lead and the sections
 * from its item (published, a draft in a staff preview, or the seed), rendered to sanitised HTML.
 */
export async function legalPage(slug: LegalSlug, request: Request, context: Pick<AppLoadContext, "clientIp">) {
  const entries = await pageContent("legal", request, context);
  const data = entries.find((entry) => entry.key === slug)?.data ?? LEGAL_SEED.find((entry) => entry.key === slug)!.data;
  const { preface, sections } = legalBody(data.body);
  const document: LegalDocumentContent = {
    title: LEGAL_TITLES[slug],
    intro: data.intro,
    sections: sections.map((section) => ({ ...section, paragraphs: [] })),
  };
  return { document, preface };
}
