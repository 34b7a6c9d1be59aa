import type { FieldMetadata } from "@conform-to/react";
import { useState, type MouseEvent } from "react";
import { InputField } from "~/components/forms/field";
import { useSiteFormState } from "~/components/forms/site-form";
import { BODY_IMAGE_ACCEPT, BODY_IMAGE_ALT_MAX, bodyImageMessages, POST_IMAGE_PATH } from "~/lib/console/post-images";

interface BodyImageFieldProps {
  fields: { bodyImage: FieldMetadata<File | undefined>; bodyImageAlt: FieldMetadata<string | undefined> };
}

/** Puts `text` where the cursor was in the Markdown (the textarea keeps its selection when it loses focus). */
function insertAtCursor(textarea: HTMLTextAreaElement, text: string) {
  const { selectionStart: start, selectionEnd: end, value } = textarea;
  const before = value.slice(0, start);
  const after = value.slice(end);
  // A picture is a paragraph of its own: blank lines around it unless the text already has them.
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const tail = after === "" || after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  textarea.setRangeText(`${lead}${text}${tail}`, start, end, "end");
  // The form's own listeners (validation, preview, autosave) hear it as typing.
  textarea.dispatchEvent(new Event("input", { bubbles: true }));
  textarea.focus();
}

/**
 * A picture for the text: uploaded and stored like a cover, served by the site. With JavaScript the
 * picture goes up at once and its Markdown lands at the cursor; without, the button posts the whole
 * form and the page comes back with the line added at the end of the text, everything else kept.
 */
export function BodyImageField({ fields }: BodyImageFieldProps) {
  const { busy } = useSiteFormState();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<{ field: "file" | "alt"; message: string }>();
  const [inserted, setInserted] = useState("");

  const onInsert = async (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form;
    const file = form?.elements.namedItem(fields.bodyImage.name);
    const alt = form?.elements.namedItem(fields.bodyImageAlt.name);
    const markdown = form?.elements.namedItem("markdown");
    if (!(file instanceof HTMLInputElement && alt instanceof HTMLInputElement && markdown instanceof HTMLTextAreaElement)) return;
    event.preventDefault();
    setInserted("");
    const picked = file.files?.[0];
    if (!picked) return setError({ field: "file", message: bodyImageMessages.file });
    if (!alt.value.trim()) return setError({ field: "alt", message: bodyImageMessages.alt });
    setError(undefined);
    setSending(true);
    try {
      const body = new FormData();
      body.append("image", picked, picked.name);
      body.append("alt", alt.value);
      const answer = await fetch(POST_IMAGE_PATH, { method: "POST", body });
      const sent = (await answer.json().catch(() => ({}))) as { markdown?: string; error?: string };
      if (!answer.ok || !sent.markdown) return setError({ field: "file", message: sent.error ?? bodyImageMessages.type });
      insertAtCursor(markdown, sent.markdown);
      file.value = "";
      alt.value = "";
      setInserted(`Inserted ${picked.name} into the text.`);
    } catch {
      setError({ field: "file", message: "The picture could not be sent. Check the connection and try again." });
    } finally {
      setSending(false);
    }
  };

  const fileErrors = error?.field === "file" ? [error.message] : fields.bodyImage.errors;
  const altErrors = error?.field === "alt" ? [error.message] : fields.bodyImageAlt.errors;
  return (
    <fieldset className="post-image-field">
      <legend>Picture in the text</legend>
      <p className="console-muted post-image-hint">
        {bodyImageMessages.hint}
      </p>
      <div className="post-image-grid">
        <InputField meta={fields.bodyImage} errors={fileErrors} label="Picture" type="file" accept={BODY_IMAGE_ACCEPT} className="file-input" />
        <InputField meta={fields.bodyImageAlt} errors={altErrors} label="Describe the picture for screen readers" type="text" maxLength={BODY_IMAGE_ALT_MAX} />
      </div>
      <button type="submit" name="intent" value="image" className="btn btn--ghost btn--sm" disabled={busy || sending} onClick={onInsert}>
        {sending ? "Inserting…" : "Insert image"}
      </button>
      <p className="post-image-status" role="status">
        {inserted}
      </p>
    </fieldset>
  );
}
