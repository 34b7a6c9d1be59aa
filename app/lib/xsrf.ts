/** The spec's cross-site forgery convention (section 7): this cookie's value goes back in this header. */
export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "X-XSRF-TOKEN";
