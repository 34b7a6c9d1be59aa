/** Where each form sits on its page, and how a link preselects an opening; kept apart from the
 * forms themselves, whose code the browser fetches only when a visitor turns to them. */
export const CONTACT_FORM_ANCHOR = "send-message";
export const APPLY_ANCHOR = "apply";
/** "Apply now" under an opening links here with the opening's title, which the form preselects. */
export const POSITION_PARAM = "position";
