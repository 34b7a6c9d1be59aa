/** Excel reads a UTF-8 file as UTF-8 (and so shows Hindi names) only when it starts with this mark. */
export const CSV_BOM = "\uFEFF";

/** A spreadsheet runs a cell that starts with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * Cells staff dial or import as they are, though they start with + or -: a phone number (a "+",
 * then digits and spaces: no letter, so no function can be called, no sign, so no sum) and a plain number.
 */
const PHONE_NUMBER = /^\+\d[\d ]{5,22}\d$/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

const isInertAsIs = (text: string) => PHONE_NUMBER.test(text) || PLAIN_NUMBER.test(text);

/**
 * One RFC 4180 field, always quoted (quotes doubled), so no spreadsheet splits or guesses at it;
 * a formula start is made inert with a leading ', except for a phone number or a plain number.
 */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (typeof value === "string" && FORMULA_START.test(text) && !isInertAsIs(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/** One record, ended with CRLF as RFC 4180 asks. */
export const csvRecord = (fields: Array<string | number | null | undefined>) => `${fields.map(csvField).join(",")}\r\n`;
