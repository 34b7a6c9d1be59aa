import { COVER_MAX_BYTES } from "./cover-upload";
import { readCoverForm } from "./cover-upload-form.server";
import { BODY_IMAGE_MAX_BYTES } from "./post-images";

/** A post's text fields: the Markdown may be 200,000 characters, four bytes each at worst. */
export const POST_TEXT_MAX_BYTES = 1024 * 1024;

/** The picture for the text, picked in the form that posts without JavaScript. */
export const BODY_IMAGE_FIELD = "bodyImage";

/** The whole editor form: the cover and a picture for the text at their limits, plus the text fields and multipart framing. */
export const POST_FORM_MAX_BYTES = COVER_MAX_BYTES + BODY_IMAGE_MAX_BYTES + POST_TEXT_MAX_BYTES;

/** The editor's post, read with its own cap. */
export const readPostForm = (request: Request) => readCoverForm(request, POST_FORM_MAX_BYTES, POST_TEXT_MAX_BYTES, [BODY_IMAGE_FIELD]);
