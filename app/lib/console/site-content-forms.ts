export const SITE_CONTENT_FORM_ID = "site-content-form";
