import { company } from "~/content/company";

/** The name a comment posted as anonymous carries. */
export const ANONYMOUS_NAME = "Anonymous User";

/** Every text the forms show, worded as spec sections 4, 5 and 8 give them. */
export const quoteMessages = {
  name: "Name is required and must be at least 2 characters.",
  email: "Please enter a valid email address.",
  countryCode: "Select a valid country code.",
  phone: "Enter a valid phone number (6-15 digits).",
  service: "Please select a service.",
  messageMin: "If provided, message must be at least 5 characters.",
  messageMax: "Message must be 600 characters or fewer.",
  // The spec gives consent no message because the button stays disabled; without
  // JavaScript the button cannot be, so the server needs words for it.
  consent: "Please agree to the privacy policy to send your request.",
} as const;

export const contactMessages = {
  name: "Name is required (min 2 chars).",
  email: "Valid email is required.",
  phone: "Valid country code and phone number are required.",
  service: "Please select a service.",
  message: "Project details are required (min 10 chars).",
  messageMax: "Project details must be 600 characters or fewer.",
} as const;

export const careerMessages = {
  fullName: "Full name is required (min 2 chars).",
  email: "Valid email is required.",
  countryCode: "Select a valid country code.",
  phone: "Enter a valid phone number (6-15 digits).",
  position: "Please select a position.",
  resumeRequired: "Please upload your resume (PDF, DOC or DOCX).",
  resumeType: "Resume must be a PDF, DOC or DOCX file.",
  resumeSize: "Resume must be 5 MB or smaller.",
  coverMax: "Cover letter must be 2000 characters or fewer.",
} as const;

export const commentMessages = {
  name: "Name is required",
  comment: "Comment is required",
  nameMax: "Name must be 80 characters or fewer.",
  commentMax: "Comment must be 2000 characters or fewer.",
} as const;

export const successTexts = {
  quoteTitle: "Request submitted",
  quoteText: "Thanks! We will reach out within 24 hours.",
  quoteNext: "Next: We'll reach out by email/phone soon.",
  contact: "Thanks! Your message has been sent.",
  career: "Thank you! Our HR team will review your application.",
  comment: "Your comment has been added successfully.",
} as const;

export const failureTexts = {
  generic: "Something went wrong. Please try again later.",
  retry: `Please retry or contact us at ${company.phone}.`,
  tooMany: "Too many submissions from your network. Please wait a few minutes and try again.",
  crossSite: "This form can only be sent from our own website. Please open the page and send it from there.",
  spam: "Your submission could not be accepted. Please reload the page and try again.",
  unreadable: "The form could not be read. Please reload the page and try again.",
} as const;

export const buttonTexts = {
  quote: { idle: "Submit Request", busy: "Submitting..." },
  contact: { idle: "Send Message", busy: "Sending..." },
  career: { idle: "Submit Application", busy: "Submitting..." },
  comment: { idle: "Post Comment", busy: "Submitting..." },
} as const;
