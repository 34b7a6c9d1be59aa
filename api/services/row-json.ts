/** `whatWeDid` → `what_we_did`, as a type. */
type SnakeCase<Key extends string> = Key extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : Key;

/** A row as the API answers it: keys in snake_case, times as ISO 8601 strings. */
export type RowJson<Row> = {
  [Key in keyof Row & string as SnakeCase<Key>]: Row[Key] extends Date ? string : Row[Key];
};

/**
 * `Json` when the row's JSON has exactly its fields, else `never`: typing an answer with it makes
 * a column the contract does not name (one added later, say) fail to compile instead of going
 * on the wire unnoticed.
 */
export type ContractJson<Row, Json> = [keyof RowJson<Row>] extends [keyof Json]
  ? [keyof Json] extends [keyof RowJson<Row>]
    ? Json
    : never
  : never;

/** For rows whose JSON is the row itself: same fields, same order, only the keys and times spelt for the wire. */
export function rowJson<Row extends object>(row: Row): RowJson<Row> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
      value instanceof Date ? value.toISOString() : value,
    ]),
  ) as RowJson<Row>;
}
