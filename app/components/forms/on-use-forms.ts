import { hydrateOnUse } from "~/lib/hydrate-on-use";

// The forms' code (conform, the fields, validation) is the largest part of a page with a form,
// and none of it is needed to see the page or to post the form as plain HTML.
export const QuoteForm = hydrateOnUse(() => import("./quote-form").then((module) => module.QuoteForm));
export const ContactForm = hydrateOnUse(() => import("./contact-form").then((module) => module.ContactForm));
export const CareerForm = hydrateOnUse(() => import("./career-form").then((module) => module.CareerForm));
