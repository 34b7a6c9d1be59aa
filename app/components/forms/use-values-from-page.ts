import { useEffect } from "react";

/**
 * A site form's code loads when the visitor comes to it (components/island.tsx), so the visitor
 * may tick a box or choose an option in the server's HTML before the form hydrates. The page
 * then holds what the visitor did while the form's state still holds the defaults: a ticked
 * consent box would leave the button waiting. Conform reads every value of a form again on an
 * input event it is told not to validate (one whose default is prevented); one is sent at mount.
 */
export function useValuesFromPage(formId: string) {
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const control = [...form.elements].find((element) => element.getAttribute("name"));
    if (!control) return;
    const input = new Event("input", { bubbles: true, cancelable: true });
    input.preventDefault();
    control.dispatchEvent(input);
  }, [formId]);
}
