import { useActionData, useFetcher, useFormAction } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { FormReply } from "~/lib/forms/form-reply";
import { rememberFormToken } from "./form-token";

/**
 * A page's action may also answer other posts (the post page's buttons); only a FormReply is the
 * form's, and on a page with several forms only the one naming this form (or naming none).
 */
function asFormReply(answer: unknown, formId: string): FormReply | undefined {
  if (!answer || typeof answer !== "object" || !("result" in answer)) return undefined;
  const reply = answer as FormReply;
  return reply.formId === undefined || reply.formId === formId ? reply : undefined;
}

/**
 * How a form talks to its page's action. Without JavaScript it is a plain post to the page
 * it sits on, with the anchor so the browser scrolls back to the form; with JavaScript a
 * fetcher sends it, so the page neither reloads nor jumps. Either way the answer is a FormReply.
 */
export function useFormPost(key: string, anchor: string) {
  const fetcher = useFetcher<FormReply>({ key });
  const actionData = useActionData();
  const hydrated = useHydrated();
  const path = useFormAction();
  const reply = asFormReply(fetcher.data ?? actionData, key);
  const formToken = reply?.formToken;
  useEffect(() => {
    if (formToken) rememberFormToken(formToken);
  }, [formToken]);
  return {
    fetcher,
    reply,
    busy: fetcher.state !== "idle",
    hydrated,
    action: hydrated ? path : `${path}#${anchor}`,
    /** Changes with every new answer, so a notice can show again for a second success. */
    replyVersion: useVersion(reply),
  };
}

function useVersion(value: unknown): number {
  const last = useRef(value);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (last.current === value) return;
    last.current = value;
    setVersion((current) => current + 1);
  }, [value]);
  return version;
}
