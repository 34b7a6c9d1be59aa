import { getFormProps, useForm, type DefaultValue } from "@conform-to/react";
import { useState, type FormEvent } from "react";
import type { ZodType, ZodTypeDef } from "zod";
import { useFormPageData } from "~/lib/forms/form-page";
import { useDeferredValidation } from "./use-deferred-validation";
import { useFormPost } from "./use-form-post";
import { useValuesFromPage } from "./use-values-from-page";

interface SiteFormOptions<Output extends Record<string, unknown>> {
  id: string;
  /** The form's section: a post without JavaScript brings the browser back to it. */
  anchor: string;
  /** Imports the form's schema; zod and the schema load when the form is first touched. */
  loadSchema: () => Promise<ZodType<Output, ZodTypeDef, unknown>>;
  defaultValue?: DefaultValue<NoInfer<Output>>;
}

/**
 * Everything a form of this site needs: conform set up the same way for every form, the
 * deferred validation, the post to the page's action, and the native constraints the page's
 * loader derived from the schema. Render the result with <SiteForm>.
 */
export function useSiteForm<Output extends Record<string, unknown>>({
  id,
  anchor,
  loadSchema,
  defaultValue,
}: SiteFormOptions<Output>) {
  const post = useFormPost(id, anchor);
  const validation = useDeferredValidation(loadSchema);
  const { constraint } = useFormPageData();
  // Invalid submits, counted so every invalid field shakes again on each of them.
  const [attempts, setAttempts] = useState(0);
  const [form, fields] = useForm({
    id,
    lastResult: post.reply?.result,
    constraint,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  useValuesFromPage(id, validation.prepare);

  /** For the form element, which <SiteForm> renders. */
  const formProps = {
    ...getFormProps(form),
    ...validation.triggers,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      if (validation.holdSubmit(event)) return;
      form.onSubmit(event);
      if (event.defaultPrevented) setAttempts((count) => count + 1);
    },
  };

  return { ...post, form, fields, validation, attempts, formProps };
}

export type SiteFormState = ReturnType<typeof useSiteForm>;
