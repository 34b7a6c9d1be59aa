/** `whatWeDid` → `what_we_did`, as a type. */
type SnakeCase<Key extends string> = Key extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : Key;

/** A row as the API answers it: keys in snake_case, times as ISO 8601 strings. */
export type RowJson<Row> = {
  [Key in keyof Row & string as SnakeCase<Key>]: Row[Key] extends Date ? string : Row[Key];
};

/** For rows whose JSON is the row itself: same fields, same order, only the keys and times spelt for the wire. */
export function rowJson<Row extends object>(row: Row): RowJson<Row> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
      value instanceof Date ? value.toISOString() : value,
    ]),
  ) as RowJson<Row>;
}
