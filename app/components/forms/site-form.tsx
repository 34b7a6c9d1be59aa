import { createContext, useContext, type FormEventHandler, type ReactNode } from "react";
import type { SiteFormState } from "./use-site-form";

interface FormState {
  /** Invalid submits so far: an invalid field shakes again on each. */
  attempts: number;
  /** A submission is on its way. */
  busy: boolean;
}

// Marked pure, as the module must have no effect of its own: a page that imports a form only for
// the server (components/islands.ts) would otherwise load the form layer on its first visit.
const FormStateContext = /* @__PURE__ */ createContext<FormState>({ attempts: 0, busy: false });

/** What the fields and the button of the surrounding form need to know. */
export function useSiteFormState(): FormState {
  return useContext(FormStateContext);
}

interface SiteFormProps {
  site: Pick<SiteFormState, "fetcher" | "action" | "formProps" | "attempts" | "busy">;
  className: string;
  encType?: "multipart/form-data";
  onInput?: FormEventHandler<HTMLFormElement>;
  onChange?: FormEventHandler<HTMLFormElement>;
  /** Runs before the form's own submit handling, whether or not the submission goes ahead. */
  onSubmitCapture?: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** The form element of a useSiteForm form: it posts to the page's action and validates on the way. */
export function SiteForm({ site, className, encType, onInput, onChange, onSubmitCapture, children }: SiteFormProps) {
  const { fetcher, action, formProps, attempts, busy } = site;
  return (
    <fetcher.Form
      method="post"
      action={action}
      encType={encType}
      {...formProps}
      onInput={onInput}
      onChange={onChange}
      onSubmitCapture={onSubmitCapture}
      className={className}
    >
      <FormStateContext.Provider value={{ attempts, busy }}>{children}</FormStateContext.Provider>
    </fetcher.Form>
  );
}
