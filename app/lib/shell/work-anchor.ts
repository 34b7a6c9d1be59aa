/** The anchor of About's "Our work" section, where the home slide's "View Portfolio" leads. */
export const PORTFOLIO_ANCHOR = "portfolio";
