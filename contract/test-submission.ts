/**
 * A form sent with this header (value `1`) is a conformance check's test, not a visitor's: the
 * built-in API stores it as spam with TEST_SUBMISSION_REASON, so nobody is mailed, no webhook
 * fires and it is given to no one (docs/contract-check.md).
 */
export const TEST_SUBMISSION_HEADER = "X-Contract-Check";
export const TEST_SUBMISSION_REASON = "Test submission (X-Contract-Check header)";
