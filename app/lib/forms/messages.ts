import { company } from "~/content/company";

/** What the actions answer when a submission cannot be taken (spec sections 4 and 8). */
export const failureTexts = {
  generic: "Something went wrong. Please try again later.",
  retry: `Please retry or contact us at ${company.phone}.`,
  tooMany: "Too many submissions from your network. Please wait a few minutes and try again.",
  crossSite: "This form can only be sent from our own website. Please open the page and send it from there.",
  spam: "Your submission could not be accepted. Please reload the page and try again.",
  unreadable: "The form could not be read. Please reload the page and try again.",
  replayed: "This form was already sent from this page with this email address. Please reload the page to send another message.",
  expired: "This page was opened more than a week ago. Please reload the page and send the form again.",
} as const;
