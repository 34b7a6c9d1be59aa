/** Excel reads a UTF-8 file as UTF-8 (and so shows Hindi names) only when it starts with this mark. */
export const CSV_BOM = "\uFEFF";

/** A spreadsheet runs a cell that starts with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One RFC 4180 field: formula starts made inert with a leading ', quoted when needed, quotes doubled. */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, ended with CRLF as RFC 4180 asks. */
export const csvRecord = (fields: Array<string | number | null | undefined>) => `${fields.map(csvField).join(",")}\r\n`;
