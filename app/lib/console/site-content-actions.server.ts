import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { SITE_CONTENT_KINDS, isSiteContentKind, siteContentSchema, type SiteContentKind } from "../../../contract/site-content/kinds";
import { ApiError } from "../api-client.server";
import { formReply } from "../forms/reply.server";
import { pictureLibrary } from "../media/media-picker.server";
import { apiFailureReply, CONSOLE_HEADERS, consoleData, invalidReply, readConsoleForm, staffCaller } from "./http.server";
import { SITE_CONTENT_FIELDS } from "./site-content-fields";
import { hasPictureField } from "./site-content-fields/pictures";
import { siteContentApi } from "./site-content-api.server";
import { SITE_CONTENT_FORM_ID } from "./site-content-forms";

function kindOf(params: LoaderFunctionArgs["params"]): { kind: SiteContentKind; key: string } {
  const kind = params.kind ?? "";
  if (!isSiteContentKind(kind) || !params.key) throw data(null, { status: 404, headers: CONSOLE_HEADERS });
  return { kind, key: params.key };
}

/**
 * The item, its revisions, with `?revision=<id>` that revision's diff against the one before, and
 * the media library's page (`?pictures=<n>`) its picture fields choose from.
 */
export async function siteContentItemLoader({ request, context, params }: LoaderFunctionArgs) {
  const { kind, key } = kindOf(params);
  const caller = await staffCaller(request, context);
  let item;
  try {
    item = await siteContentApi.item(caller, kind, key);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404, headers: CONSOLE_HEADERS });
    throw error;
  }
  const url = new URL(request.url);
  const asked = url.searchParams.get("revision");
  const revisionId = asked && /^\d{1,10}$/.test(asked) ? Number(asked) : item.revisions[0]?.id;
  const [revision, library] = await Promise.all([
    revisionId ? siteContentApi.revision(caller, kind, key, revisionId).catch(() => null) : null,
    hasPictureField(SITE_CONTENT_FIELDS[kind]) ? pictureLibrary(caller, url, item.draft) : null,
  ]);
  return consoleData({ kind, key, label: SITE_CONTENT_KINDS[kind].label, item, revision, library });
}

/** Save draft (the form), publish, or restore a revision as a new draft; each goes back to the page. */
export async function siteContentItemAction({ request, context, params }: ActionFunctionArgs) {
  const { kind, key } = kindOf(params);
  const caller = await staffCaller(request, context);
  const read = await readConsoleForm(request);
  if (!read.ok) return read.answer;
  const intent = String(read.formData.get("intent") ?? "save");
  const back = (notice: string) => redirect(`/console/site/${kind}/${key}?done=${notice}`, { status: 303, headers: CONSOLE_HEADERS });
  if (intent === "publish" || intent === "restore") {
    try {
      if (intent === "publish") await siteContentApi.publish(caller, kind, key);
      else {
        const id = String(read.formData.get("revision") ?? "");
        if (!/^\d{1,10}$/.test(id)) return consoleData({ listError: "That revision no longer exists." }, { status: 400 });
        await siteContentApi.restore(caller, kind, key, Number(id));
      }
    } catch (error) {
      if (error instanceof ApiError && error.status !== null && error.status < 500) {
        return consoleData({ listError: error.serverMessage ?? "That could not be done." }, { status: error.status });
      }
      throw error;
    }
    return back(intent === "publish" ? "published" : "restored");
  }
  const submission = parseWithZod(read.formData, { schema: siteContentSchema(kind, key) });
  // A list's add, remove or move without JavaScript: the form again, changed, nothing saved yet.
  if (submission.status === undefined) return formReply({ result: submission.reply(), formId: SITE_CONTENT_FORM_ID }, { status: 200, headers: CONSOLE_HEADERS });
  if (submission.status !== "success") return invalidReply(submission, SITE_CONTENT_FORM_ID);
  try {
    await siteContentApi.save(caller, kind, key, submission.value);
  } catch (error) {
    return apiFailureReply(submission, error, { formId: SITE_CONTENT_FORM_ID });
  }
  return back("saved");
}
