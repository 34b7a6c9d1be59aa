import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalDocument } from "~/components/legal-document";
import { LEGAL_TITLES } from "~/content/legal";
import { legalPage } from "~/lib/site-content/legal-page.server";
import { pageMeta } from "~/lib/shell/page-meta";

export const meta = pageMeta("/privacy-policy", { breadcrumb: { title: LEGAL_TITLES["privacy-policy"] } });

export async function loader({ request, context }: LoaderFunctionArgs) {
  return legalPage("privacy-policy", request, context);
}

export default function PrivacyPolicy() {
  const { document, preface } = useLoaderData<typeof loader>();
  return <LegalDocument document={document} preface={preface} />;
}
