/**
 * C0 and C1 control characters (CR, LF, NUL, ESC, …). A single-line field holding one could
 * forge lines where it is written out: a name's CR/LF became extra lines in a lead email.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** Whether a single-line field's value (a name, a title, a subject) holds no control character. */
export function isOneLine(value: string): boolean {
  return !CONTROL_CHARACTER.test(value);
}
