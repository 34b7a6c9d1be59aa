import { LINK_NOT_VALID } from "../../../contract/staff";

/** What the console's pages before sign-in say, in one place for the pages and their actions. */
export const authTexts = {
  badLink: LINK_NOT_VALID,
  resetSent: "If an account uses this address, a link to choose a new password is on its way. It is valid for 1 hour.",
  mailOff: "Email is not set up on this site, so no link can be sent. Ask an owner to invite you again.",
} as const;
