import { getInputProps } from "@conform-to/react";
import { useActionData } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { Field, InputField, TextareaField } from "~/components/forms/field";
import { FormErrors } from "~/components/forms/form-notice";
import { SiteForm, useSiteFormState } from "~/components/forms/site-form";
import { useSiteForm } from "~/components/forms/use-site-form";
import {
  POST_FORM_ID,
  POST_LIMITS as L,
  POST_PREVIEW_PATH,
  type PostIntent,
  type PostStatus,
} from "~/lib/console/posts";
import { isoToIstInput } from "~/lib/console/posts-ist";
import { DRAFT_ID_FIELD, autosaveTexts } from "~/lib/console/post-autosave";
import { checkPickedFile, CoverField } from "./cover-field";
import { BodyImageField } from "./post-body-image";
import { PostPreview } from "./post-preview";
import { isIntentPress } from "./intent-press";
import { UnsavedChangesGuard } from "./unsaved-changes";
import { useAutosave } from "./use-autosave";

const loadSchema = () => import("~/lib/console/posts-schema").then((module) => module.postFormSchema);

/** How long typing pauses before the live preview asks again. */
const PREVIEW_DELAY_MS = 400;

/** What the editor shows of a stored post. */
export interface EditedPost {
  id: string;
  title: string;
  slug: string;
  tags: string[];
  author_name: string | null;
  cover_image: string | null;
  alt_tag: string | null;
  excerpt: string | null;
  markdown: string;
  content: string;
  status: PostStatus;
  publish_at: string | null;
  updated_at: string | null;
}

/** The preview the page's action answered a Preview press with (without JavaScript). */
type PreviewAnswer = { preview?: string } | undefined;

interface IntentButtonProps {
  intent: PostIntent;
  primary?: boolean;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  children: string;
}

function IntentButton({ intent, primary = false, onClick, children }: IntentButtonProps) {
  const { busy } = useSiteFormState();
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={busy}
      onClick={onClick}
      className={primary ? "btn btn--primary btn--sm" : "btn btn--ghost btn--sm"}
    >
      {children}
    </button>
  );
}

/**
 * The live preview: the Markdown is sent a moment after typing stops, or at once when Preview is
 * pressed (which without JavaScript posts the whole form to the page instead). Only the newest
 * answer counts: each request cancels the one before it.
 */
function useLivePreview() {
  const [html, setHtml] = useState<string>();
  const timer = useRef<number>();
  const inFlight = useRef<AbortController>();
  const cancel = () => {
    window.clearTimeout(timer.current);
    inFlight.current?.abort();
  };
  useEffect(() => cancel, []);
  const preview = async (markdown: string) => {
    cancel();
    const request = new AbortController();
    inFlight.current = request;
    try {
      const answer = await fetch(POST_PREVIEW_PATH, { method: "POST", body: new URLSearchParams({ markdown }), signal: request.signal });
      const { preview: rendered } = (await answer.json()) as { preview?: string };
      if (answer.ok && typeof rendered === "string") setHtml(rendered);
    } catch {
      // Cancelled by a newer preview, or offline for a moment: the last preview stays.
    }
  };
  const onMarkdownInput = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target;
    if (!(target instanceof HTMLTextAreaElement) || target.name !== "markdown") return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void preview(target.value), PREVIEW_DELAY_MS);
  };
  const onPreviewClick = (event: MouseEvent<HTMLButtonElement>) => {
    const markdown = event.currentTarget.form?.elements.namedItem("markdown");
    if (!(markdown instanceof HTMLTextAreaElement)) return;
    event.preventDefault();
    void preview(markdown.value);
  };
  // A save, publish or schedule supersedes a preview still waiting or on its way.
  return { html, onMarkdownInput, onPreviewClick, cancel };
}

/**
 * A post's fields, its cover, its Markdown with a preview, and the buttons that save, publish or
 * schedule it. Without JavaScript every button is a plain multipart post of the whole form.
 */
export function PostEditor({ post }: { post: EditedPost | null }) {
  const site = useSiteForm({
    // A form (and its fetcher) per stored version: an answer to an earlier version, kept by its
    // fetcher after the save that followed it, never comes back to haunt the new one.
    id: `${POST_FORM_ID}-${(post?.updated_at ?? "new").replace(/\W+/g, "-")}`,
    anchor: "post-edit",
    loadSchema,
    defaultValue: {
      title: post?.title ?? "",
      slug: post?.slug ?? "",
      tags: post?.tags.join(", ") ?? "",
      author: post?.author_name ?? "",
      coverImage: post?.cover_image ?? "",
      alt: post?.alt_tag ?? "",
      excerpt: post?.excerpt ?? "",
      markdown: post?.markdown ?? "",
      publishAt: isoToIstInput(post?.publish_at),
    },
  });
  const { form, fields } = site;
  const pageAnswer = useActionData<PreviewAnswer>();
  const live = useLivePreview();
  const previewHtml = live.html ?? pageAnswer?.preview ?? post?.content;
  const released = post?.status === "published" || post?.status === "scheduled";
  const { key: publishAtKey, ...publishAtProps } = getInputProps(fields.publishAt, { type: "datetime-local" });
  // Drafts only: a published or scheduled post's half-typed change must never reach visitors.
  const autosave = useAutosave({ postId: post?.id ?? null, enabled: !released });
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    live.onMarkdownInput(event);
    autosave.onInput(event);
  };

  return (
    <section className="console-card post-editor" id="post-edit" aria-label="Post">
      <SiteForm
        site={site}
        className="console-form post-form"
        encType="multipart/form-data"
        onInput={onInput}
        onSubmitCapture={(event) => {
          // conform's validation submits too (isIntentPress): it must drop neither a preview nor a save.
          if (!isIntentPress(event)) return;
          live.cancel();
          autosave.stop();
        }}
        onChange={checkPickedFile(form)}
      >
        <div className="post-form-grid">
          <InputField meta={fields.title} label="Title" type="text" maxLength={L.title} />
          <InputField
            meta={fields.slug}
            label={
              <>
                Slug <span className="post-hint">(empty: made from the title)</span>
              </>
            }
            type="text"
            maxLength={L.slug}
            autoCapitalize="off"
            spellCheck={false}
          />
          <InputField
            meta={fields.tags}
            label={
              <>
                Tags <span className="post-hint">(separated by commas)</span>
              </>
            }
            type="text"
          />
          <InputField meta={fields.author} label="Author" type="text" maxLength={L.author} />
        </div>
        <CoverField fields={fields} emptyNote="No cover yet: the blog shows its default picture.">
          <InputField meta={fields.alt} label="Alt text" type="text" maxLength={L.alt} />
        </CoverField>
        <TextareaField
          meta={fields.excerpt}
          label={
            <>
              Excerpt <span className="post-hint">(empty: the first 200 characters of the post)</span>
            </>
          }
          rows={3}
          maxLength={L.excerpt}
        />
        {post ? null : <input type="hidden" name={DRAFT_ID_FIELD} value={autosave.draftId ?? ""} />}
        <TextareaField meta={fields.markdown} label="Text (Markdown)" rows={18} className="post-markdown" spellCheck />
        <BodyImageField fields={fields} />
        <div className="post-actions">
          <IntentButton intent="preview" onClick={live.onPreviewClick}>
            Preview
          </IntentButton>
          <IntentButton intent="save" primary>
            {released ? "Save changes" : "Save draft"}
          </IntentButton>
          {post?.status === "published" ? null : <IntentButton intent="publish">Publish now</IntentButton>}
        </div>
        <div className="post-schedule">
          <Field meta={fields.publishAt} label="Publish at (IST)">
            <input key={publishAtKey} {...publishAtProps} />
          </Field>
          <IntentButton intent="schedule">Schedule</IntentButton>
        </div>
        <p className="post-autosave" role="status" aria-live="polite">
          {released ? autosaveTexts.off : autosave.status}
        </p>
        <FormErrors id={form.errorId} errors={form.errors} />
      </SiteForm>
      <UnsavedChangesGuard dirty={autosave.dirty} />
      <PostPreview html={previewHtml} />
    </section>
  );
}
