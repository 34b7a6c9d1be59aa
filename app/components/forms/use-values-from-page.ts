import { useEffect } from "react";

const TYPED = new Set(["text", "email", "tel", "url", "search", "number", "password"]);

/** A field the visitor typed in and then left: its text is not what the server rendered. */
function typedAndLeft(control: Element): boolean {
  const typed =
    (control instanceof HTMLInputElement && TYPED.has(control.type)) || control instanceof HTMLTextAreaElement;
  return typed && control.value !== control.defaultValue && control !== document.activeElement;
}

/**
 * A site form's code loads when the visitor comes to it (components/island.tsx), so the visitor
 * may type, tick a box or choose an option in the server's HTML before the form hydrates, and
 * even leave a field. At mount the form catches up with what the visitor did:
 * - the values: conform reads every value of a form again on an input event it is told not to
 *   validate (one whose default is prevented), so a ticked consent box no longer leaves the
 *   button waiting;
 * - the fields typed in and already left are checked as leaving them would have checked them,
 *   once the validation (`prepare`) has arrived, so a wrong address typed in that moment is still
 *   named.
 */
export function useValuesFromPage(formId: string, prepare: () => Promise<void>) {
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const controls = [...form.elements].filter((element) => element.getAttribute("name"));
    if (!controls.length) return;
    const input = new Event("input", { bubbles: true, cancelable: true });
    input.preventDefault();
    controls[0].dispatchEvent(input);

    const left = controls.filter(typedAndLeft);
    if (!left.length && !form.contains(document.activeElement)) return;
    let current = true;
    void prepare().then(() => {
      if (!current) return;
      for (const control of left) control.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    });
    return () => {
      current = false;
    };
  }, [formId, prepare]);
}
