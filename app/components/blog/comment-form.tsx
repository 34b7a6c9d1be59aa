import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { useEffect } from "react";
import { HoneypotInputs } from "remix-utils/honeypot/react";
import { commentConstraint } from "~/lib/forms/constraints";
import { ANONYMOUS_NAME } from "~/lib/forms/messages";
import type { FormReply } from "~/lib/forms/form-reply";
import { Field, withoutKey } from "../forms/field";
import { FormErrors } from "../forms/form-notice";
import { SubmitButton } from "../forms/submit-button";
import { useDeferredValidation } from "../forms/use-deferred-validation";
import { useAttempts, useFormPost } from "../forms/use-form-post";
import { Popup, type PopupMessage } from "../popup";

const FORM_ID = "comment-form";
export const COMMENT_SUCCESS = "Your comment has been added successfully.";
const SUCCESS_POPUP_MS = 2_000;
const loadSchema = () => import("~/lib/forms/comment-schema").then((module) => module.commentSchema);

interface CommentFormProps {
  blogId: string;
  onPopup: (popup: PopupMessage) => void;
}

/** The comment form (spec sections 4, 5 and 8), a plain form post that JavaScript enhances. */
export function CommentForm({ blogId, onPopup }: CommentFormProps) {
  const { fetcher, reply, busy, hydrated, action, replyVersion } = useFormPost(FORM_ID, "comments");
  const { attempts, countAttempt } = useAttempts();
  const validation = useDeferredValidation(loadSchema);
  // The post page's buttons answer with their own shape; only a form reply belongs here.
  const formReply = reply && "result" in reply ? (reply as FormReply) : undefined;
  const [form, fields] = useForm({
    id: FORM_ID,
    lastResult: formReply?.result,
    constraint: commentConstraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  const anonymous = fields.anonymous.value === "on";
  const failed = formReply?.result.error?.[""]?.length ? formReply.result.error[""] : undefined;

  useEffect(() => {
    if (!hydrated || replyVersion === 0 || !formReply) return;
    if (formReply.outcome) onPopup({ tone: "success", title: "Success!", text: COMMENT_SUCCESS, durationMs: SUCCESS_POPUP_MS });
    else if (failed) onPopup({ tone: "error", title: "Error!", text: failed[0] });
    // Only a new answer raises a popup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [replyVersion]);

  const name = withoutKey(getInputProps(fields.name, { type: "text" }));
  const check = withoutKey(getInputProps(fields.anonymous, { type: "checkbox" }));
  const comment = withoutKey(getTextareaProps(fields.comment));

  return (
    <fetcher.Form
      method="post"
      action={action}
      {...getFormProps(form)}
      {...validation.triggers}
      onSubmit={(event) => {
        if (validation.holdSubmit(event)) return;
        form.onSubmit(event);
        if (event.defaultPrevented) countAttempt();
      }}
      className="comment-form card"
    >
      <h3>Leave a comment</h3>
      <HoneypotInputs />
      <input type="hidden" name="intent" value="comment" />
      <input type="hidden" name="blogId" value={blogId} />
      <Field htmlFor={fields.name.id} label="Name" errorId={fields.name.errorId} errors={anonymous ? undefined : fields.name.errors} attempt={attempts}>
        {/* The typed name stays put while the box is ticked, ready if it is unticked again. */}
        <input key={name.key} {...name.props} id={anonymous ? undefined : name.props.id} hidden={anonymous} autoComplete="name" />
        {anonymous ? <input id={fields.name.id} value={ANONYMOUS_NAME} disabled readOnly /> : null}
      </Field>
      <div className="field field--check">
        <input key={check.key} {...check.props} />
        <label htmlFor={fields.anonymous.id}>Post as Anonymous User</label>
      </div>
      <Field htmlFor={fields.comment.id} label="Comment" errorId={fields.comment.errorId} errors={fields.comment.errors} attempt={attempts}>
        <textarea key={comment.key} {...comment.props} rows={4} />
      </Field>
      {hydrated ? null : <FormErrors id={form.errorId} errors={failed} />}
      {!hydrated && formReply?.outcome ? (
        <Popup tone="success" text={COMMENT_SUCCESS} role="status" />
      ) : null}
      <SubmitButton busy={busy} idle="Post Comment" busyText="Submitting..." />
    </fetcher.Form>
  );
}
