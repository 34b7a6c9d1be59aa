import { getInputProps } from "@conform-to/react";
import { useEffect } from "react";
import { HoneypotInputs } from "~/components/forms/honeypot-inputs";
import { moderationTexts } from "~/lib/blog/comment-texts";
import { ANONYMOUS_NAME, buttonTexts, successTexts } from "~/components/forms/form-texts";
import { CheckField, Field, TextareaField } from "../forms/field";
import { FormErrors, SuccessPopup } from "../forms/form-notice";
import { SiteForm } from "../forms/site-form";
import { SubmitButton } from "../forms/submit-button";
import { useSiteForm } from "../forms/use-site-form";
import type { PopupMessage } from "../popup";

const SUCCESS_POPUP_MS = 2_000;
const loadSchema = () => import("~/lib/forms/comment-schema").then((module) => module.commentSchema);

interface CommentFormProps {
  blogId: string;
  onPopup: (popup: PopupMessage) => void;
}

/** The comment form (spec sections 4, 5 and 8), a plain form post that JavaScript enhances. */
export function CommentForm({ blogId, onPopup }: CommentFormProps) {
  const site = useSiteForm({ id: "comment-form", anchor: "comments", loadSchema });
  const { fields, reply, hydrated, replyVersion } = site;
  const anonymous = fields.anonymous.value === "on";
  const failed = reply?.result.error?.[""]?.length ? reply.result.error[""] : undefined;

  useEffect(() => {
    if (!hydrated || replyVersion === 0 || !reply) return;
    if (!reply.outcome && failed) onPopup({ tone: "error", title: "Error!", text: failed[0] });
    // Only a new answer raises a popup; a success shows under the button instead.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [replyVersion]);

  const { key, ...name } = getInputProps(fields.name, { type: "text" });

  return (
    <SiteForm site={site} className="comment-form card">
      <h3>Leave a comment</h3>
      <HoneypotInputs />
      <input type="hidden" name="intent" value="comment" />
      <input type="hidden" name="blogId" value={blogId} />
      <Field meta={fields.name} label="Name" errors={anonymous ? [] : fields.name.errors}>
        {/* The typed name stays put while the box is ticked, ready if it is unticked again. */}
        <input key={key} {...name} id={anonymous ? undefined : name.id} hidden={anonymous} autoComplete="name" />
        {anonymous ? <input id={fields.name.id} value={ANONYMOUS_NAME} disabled readOnly /> : null}
      </Field>
      <CheckField meta={fields.anonymous}>Post as Anonymous User</CheckField>
      <TextareaField meta={fields.comment} label="Comment" rows={4} />
      {hydrated ? null : <FormErrors id={site.form.errorId} errors={failed} />}
      <SubmitButton texts={buttonTexts.comment} />
      <div role="status" className="form-status">
        {reply?.outcome ? (
          <SuccessPopup
            key={replyVersion}
            title={hydrated ? "Success!" : undefined}
            text={reply.held ? moderationTexts.heldSuccess : successTexts.comment}
            durationMs={SUCCESS_POPUP_MS}
            hydrated={hydrated}
          />
        ) : null}
      </div>
    </SiteForm>
  );
}
