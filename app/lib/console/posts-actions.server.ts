import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { slugify } from "../../../contract/slug";
import { ApiError } from "../api-client.server";
import { formReply, refusal } from "../forms/reply.server";
import { CONSOLE_HEADERS, consoleData, consoleTexts, staffCaller } from "./http.server";
import { NEW_POST, postEditHref, type PostOutcome } from "./posts";
import { postsApi, type PostFields, type StaffPost } from "./posts-api.server";
import { BODY_IMAGE_FIELD, readPostForm } from "./posts-form.server";
import { autosavedDraftId } from "./post-autosave";
import { bodyImageTooLargeReply, insertBodyImageReply } from "./post-images.server";
import { routeId } from "./route-id";
import { keptCover } from "./cover-upload";
import { coverRefusal, coverTooLargeReply, storePickedCover } from "./cover-upload-api.server";
import { istInputToIso } from "./posts-ist";
import { postFormSchema, splitTags, type PostFormValue } from "./posts-schema";
import type { StaffCaller } from "./staff-api.server";

/** The API's field names, as the editor names them. */
const FORM_FIELDS: Record<string, string> = {
  title: "title",
  slug: "slug",
  markdown: "markdown",
  tags: "tags",
  author_name: "author",
  cover_image: "cover",
  image: "cover",
  alt_tag: "alt",
  excerpt: "excerpt",
  at: "publishAt",
};

/** The API lists refused fields either as { field: [messages] } or as [{ field, message }]. */
function apiFieldErrors(body: unknown): Record<string, string[]> {
  const listed = (body as { errors?: unknown } | null)?.errors;
  const errors: Record<string, string[]> = {};
  const add = (field: unknown, messages: unknown) => {
    const name = typeof field === "string" ? FORM_FIELDS[field] : undefined;
    const words = (Array.isArray(messages) ? messages : [messages]).filter((word): word is string => typeof word === "string");
    if (name && words.length) errors[name] = [...(errors[name] ?? []), ...words];
  };
  if (Array.isArray(listed)) for (const item of listed as { field?: unknown; message?: unknown }[]) add(item.field, item.message);
  else if (listed && typeof listed === "object") for (const [field, messages] of Object.entries(listed)) add(field, messages);
  return errors;
}

/**
 * The API's refusal next to the field it names, or above the form; everything typed kept. The
 * cover upload's refusals (too large, not an image) are the cover's, whatever words came with them.
 */
function refusedReply(submission: Submission<unknown>, error: unknown, { upload = false } = {}) {
  if (!(error instanceof ApiError)) throw error;
  const clientError = error.status !== null && error.status >= 400 && error.status < 500;
  if (!clientError) {
    return formReply(
      {
        result: submission.reply({ formErrors: [consoleTexts.unreachable] }),
      },
      { status: 502, headers: CONSOLE_HEADERS }
    );
  }
  const refused = upload ? coverRefusal(error) : null;
  const fieldErrors = refused ? { cover: [refused.message] } : apiFieldErrors(error.body);
  const named = Object.keys(fieldErrors).length > 0;
  const formErrors = named ? [] : [error.serverMessage ?? "The API refused this post."];
  return formReply(
    {
      result: submission.reply({ formErrors, fieldErrors }),
    },
    { status: error.status!, headers: CONSOLE_HEADERS }
  );
}

const orNull = (text: string | undefined) => text || null;

function postFields(value: PostFormValue, coverImage: string | null): PostFields {
  return {
    title: value.title ?? "",
    // Empty: the API makes one from the title (a new post), or keeps the one it has.
    ...(value.slug ? { slug: value.slug } : {}),
    markdown: value.markdown ?? "",
    tags: splitTags(value.tags),
    author_name: orNull(value.author),
    cover_image: coverImage,
    alt_tag: orNull(value.alt),
    excerpt: orNull(value.excerpt),
  };
}

/** Creates the post (no id) or changes it, with the form's fields as the API names them. */
export async function store(caller: StaffCaller, postId: string | undefined, value: PostFormValue, coverImage: string | null, autosave = false) {
  const fields = postFields(value, coverImage);
  return postId ? postsApi.update(caller, postId, fields, autosave) : postsApi.create(caller, fields);
}

async function release(caller: StaffCaller, post: StaffPost, value: PostFormValue): Promise<PostOutcome> {
  if (value.intent === "publish") {
    await postsApi.publish(caller, post.id);
    return "published";
  }
  if (value.intent === "schedule") {
    await postsApi.publish(caller, post.id, istInputToIso(value.publishAt ?? "")!);
    return "scheduled";
  }
  return "saved";
}

const backTo = (path: string) => redirect(path, { status: 303, headers: CONSOLE_HEADERS });

/**
 * The editor's posts, for a new post (no id) or an existing one: preview, save, publish now,
 * schedule; and for an existing one unpublish and delete. A success comes back to the post's
 * page with ?done= saying what happened.
 */
export async function postEditorAction({ request, context, params }: ActionFunctionArgs) {
  const pathId = params.id === NEW_POST ? undefined : String(routeId(params.id));
  const caller = await staffCaller(request, context);
  const read = await readPostForm(request);
  if (!read.ok)
    return refusal(null, [read.message], {
      status: read.status,
      headers: CONSOLE_HEADERS,
    });
  const { formData } = read;
  // A new post an autosave has already created is saved as that draft, not as a second post.
  const postId = params.id === NEW_POST ? autosavedDraftId(formData) : pathId;
  const intent = formData.get("intent");

  if (postId && (intent === "delete" || intent === "unpublish")) {
    try {
      if (intent === "delete") await postsApi.remove(caller, postId);
      else await postsApi.unpublish(caller, postId);
    } catch (error) {
      if (error instanceof ApiError && error.status !== null && error.status < 500) {
        return consoleData({ actionError: error.serverMessage ?? "The API refused this." }, { status: error.status });
      }
      throw error;
    }
    return backTo(intent === "delete" ? "/console/posts?deleted=1" : `${postEditHref(postId)}?done=unpublished`);
  }

  if (read.coverTooLarge) {
    return coverTooLargeReply(parseWithZod(formData, { schema: postFormSchema }));
  }
  if (read.tooLargeFields.includes(BODY_IMAGE_FIELD)) return bodyImageTooLargeReply(formData);
  // Stored on the first post, previews and refusals included: the form carries it from then on.
  const upload = await storePickedCover(caller, formData);
  const submission = parseWithZod(formData, { schema: postFormSchema });
  if (upload) return refusedReply(submission, upload.refused, { upload: true });
  if (submission.status !== "success") {
    return formReply({ result: submission.reply() }, { status: 400, headers: CONSOLE_HEADERS });
  }
  // A draft an autosave created from /new: its slug follows the title, as the first save's would have.
  const value = postId && params.id === NEW_POST && !submission.value.slug
    ? { ...submission.value, slug: slugify(submission.value.title ?? "", 120) || undefined }
    : submission.value;

  if (value.intent === "image") return insertBodyImageReply(caller, formData, value.bodyImage!, value.bodyImageAlt!);

  if (value.intent === "preview") {
    try {
      const preview = await postsApi.preview(caller, value.markdown ?? "");
      return consoleData({
        result: submission.reply(),
        preview,
      });
    } catch (error) {
      return refusedReply(submission, error);
    }
  }

  const coverImage = keptCover(value);
  let post: StaffPost;
  try {
    post = await store(caller, postId, value, coverImage);
  } catch (error) {
    return refusedReply(submission, error);
  }
  try {
    const outcome = await release(caller, post, value);
    return backTo(`${postEditHref(post.id)}?done=${outcome}`);
  } catch (error) {
    // Saved, but not released: the post's own page says what was refused.
    if (!postId) return backTo(`${postEditHref(post.id)}?done=saved`);
    return refusedReply(submission, error);
  }
}
