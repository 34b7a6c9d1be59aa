import { COVER_MAX_BYTES } from "./cover-upload";
import { readCoverForm } from "./cover-upload-form.server";

/** A post's text fields: the Markdown may be 200,000 characters, four bytes each at worst. */
export const POST_TEXT_MAX_BYTES = 1024 * 1024;

/** The whole editor form: the cover at its limit plus the text fields and multipart framing. */
export const POST_FORM_MAX_BYTES = COVER_MAX_BYTES + POST_TEXT_MAX_BYTES;

/** The editor's post, read with its own cap. */
export const readPostForm = (request: Request) => readCoverForm(request, POST_FORM_MAX_BYTES, POST_TEXT_MAX_BYTES);
