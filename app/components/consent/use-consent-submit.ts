import { useFetcher } from "@remix-run/react";
import type { FormEvent } from "react";
import { allowsTags, choicesOf, type ConsentAnswer, type ConsentChoices } from "~/lib/consent/choices";

export const CONSENT_ACTION = "/cookie-consent";

/**
 * Sends a choice without leaving the page, unless it starts or stops the tag manager: then the
 * browser posts the form itself and loads the page afresh, because a page's CSP (which allows
 * Google's hosts only with consent) and the tags it already runs cannot change in place.
 */
export function useConsentSubmit(current: ConsentChoices | null) {
  const fetcher = useFetcher();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const formData = new FormData(event.currentTarget, submitter);
    const answer = formData.get("choice") as ConsentAnswer | null;
    if (!answer) return;
    const next = choicesOf(answer, { analytics: formData.has("analytics"), marketing: formData.has("marketing") });
    if (allowsTags(next) !== allowsTags(current)) return;
    event.preventDefault();
    void fetcher.submit(formData, { method: "post", action: CONSENT_ACTION, preventScrollReset: true });
  };
  return { onSubmit, busy: fetcher.state !== "idle" };
}
