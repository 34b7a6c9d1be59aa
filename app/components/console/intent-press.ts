import type { FormEvent } from "react";

/**
 * Whether a submit is a press of one of the post form's buttons (`name="intent"`: Preview, Save,
 * Publish, Schedule). conform's own validation submits the form too, through a short-lived button
 * named `__intent__`, and when the validation loads late that submit comes after newer typing.
 */
export function isIntentPress(event: FormEvent<HTMLFormElement>): boolean {
  return (event.nativeEvent as SubmitEvent).submitter?.getAttribute("name") === "intent";
}
