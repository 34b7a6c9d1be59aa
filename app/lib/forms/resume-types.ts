/** The resume files the application form takes: PDF, DOC or DOCX (spec section 5). */
export const RESUME_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;

/** The file input's accept attribute: the extensions and their media types. */
export const RESUME_ACCEPT = [
  ...RESUME_EXTENSIONS,
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
].join(",");
