/**
 * What contract:check sends as its test enquiry and application (with TEST_SUBMISSION_HEADER).
 * Valid by the API's own rules: no links, not a throwaway address, and signals that say a person
 * took ten seconds over the form, so a backend that ignores the header still accepts them.
 */
const SIGNALS = { honeypot: false, elapsed_ms: 10_000 };
const NOTE = "A test sent by npm run contract:check; it can be deleted.";

export const TEST_ENQUIRY = {
  full_name: "Contract Check",
  email: "contract-check@example.com",
  phone: "+919876543210",
  service: "Custom Web & Mobile App Development",
  message: NOTE,
  meta: { form: "contact" },
  signals: SIGNALS,
};

export const TEST_APPLICATION = {
  full_name: "Contract Check",
  email: "contract-check@example.com",
  phone: "+919876543210",
  position: "Frontend Developer",
  cover: NOTE,
  signals: JSON.stringify(SIGNALS),
};

/** The smallest PDF a content sniffer takes for one. */
export const testResume = () =>
  new TextEncoder().encode(
    "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
  );
