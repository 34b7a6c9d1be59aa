/**
 * A kind's form, described field by field: the console's one editor draws it (site-content-editor).
 * `name` is the key in the kind's data (contract/site-content/<kind>.ts holds the rules).
 */
export type ContentFieldSpec =
  | { type: "text"; name: string; label: string; maxLength: number }
  /** `markdown` is a textarea whose text the site renders as Markdown. */
  | { type: "textarea" | "markdown"; name: string; label: string; maxLength: number; rows: number }
  | { type: "number"; name: string; label: string; min: number; max: number }
  | { type: "select"; name: string; label: string; options: readonly { value: string; label: string }[] }
  /**
   * A picture (contract/site-content/fields.ts `picture`): chosen from the media library, which
   * holds its alt text; the site's own file stands in while none is chosen.
   */
  | { type: "picture"; name: string; label: string }
  /** An object: its fields under one legend. */
  | { type: "group"; name: string; label: string; fields: readonly ContentFieldSpec[] }
  /**
   * A list: `item` is each entry (its own `name` unused), `blank` what "Add" appends. Add, remove
   * and move are submit buttons (conform's list intents), so they work without JavaScript too.
   */
  | { type: "list"; name: string; label: string; itemLabel: string; max: number; item: ContentFieldSpec; blank: unknown };
