import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalDocument } from "~/components/legal-document";
import { LEGAL_TITLES } from "~/content/legal";
import { legalPage } from "~/lib/site-content/legal-page.server";
import { pageMeta } from "~/lib/shell/page-meta";

export const meta = pageMeta("/terms-and-conditions", { breadcrumb: { title: LEGAL_TITLES["terms-and-conditions"] } });

export async function loader({ request, context }: LoaderFunctionArgs) {
  return legalPage("terms-and-conditions", request, context);
}

export default function TermsAndConditions() {
  const { document, preface } = useLoaderData<typeof loader>();
  return <LegalDocument document={document} preface={preface} />;
}
