import type { DefaultValue, FieldMetadata } from "@conform-to/react";
import type { ZodType, ZodTypeDef } from "zod";
import { checkPickedFile, CoverField } from "~/components/console/cover-field";
import { CheckField, InputField, TextareaField } from "~/components/forms/field";
import { FormErrors } from "~/components/forms/form-notice";
import { SiteForm } from "~/components/forms/site-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { useSiteForm } from "~/components/forms/use-site-form";

type Values = Record<string, unknown>;
type ItemKey<Item> = keyof Item & string;

/** A one-line text input holding the item's own text. */
interface TextSpec<Item> {
  kind: "text";
  name: ItemKey<Item>;
  label: string;
  maxLength: number;
}

/** A textarea: the item's own text, or `text(item)` for a list written one entry a line. */
interface TextareaSpec<Item> {
  kind: "textarea";
  name: ItemKey<Item>;
  label: string;
  rows: number;
  maxLength?: number;
  text?: (item: Item) => string;
}

/** The cover upload (the form then posts multipart); `name` is the item's stored cover, `description` sits in its box. */
interface CoverSpec<Item> {
  kind: "cover";
  name: ItemKey<Item>;
  emptyNote: string;
  description: TextSpec<Item>;
}

/** A checkbox; a new item starts with it ticked. */
interface CheckSpec<Item> {
  kind: "check";
  name: ItemKey<Item>;
  label: string;
}

export type ContentField<Item> = TextSpec<Item> | TextareaSpec<Item> | CoverSpec<Item> | CheckSpec<Item>;

/** A form for an item: the id and schema it shares with the page's action, and its fields in order. */
export interface ContentForm<Item> {
  id: string;
  /** Imports the schema, which loads when the form is first touched. */
  loadSchema: () => Promise<ZodType<Values, ZodTypeDef, unknown>>;
  fields: readonly ContentField<Item>[];
}

/** What the form starts with: the item's values as its fields hold them, or a blank new item. */
function defaultsOf<Item>(fields: readonly ContentField<Item>[], item: Item | undefined): Values {
  const textOf = (name: ItemKey<Item>) => item?.[name] ?? "";
  const values: Values = {};
  for (const field of fields) {
    switch (field.kind) {
      case "check":
        values[field.name] = item ? item[field.name] : true;
        break;
      case "cover":
        values.coverImage = textOf(field.name);
        values[field.description.name] = textOf(field.description.name);
        break;
      default:
        values[field.name] = item && field.kind === "textarea" && field.text ? field.text(item) : textOf(field.name);
    }
  }
  return values;
}

type Fields = Record<string, FieldMetadata<unknown, Values, string[]>>;

function TextInput<Item>({ spec, fields }: { spec: TextSpec<Item>; fields: Fields }) {
  return <InputField meta={fields[spec.name]} label={spec.label} type="text" maxLength={spec.maxLength} />;
}

function ContentFieldView<Item>({ spec, fields }: { spec: ContentField<Item>; fields: Fields }) {
  switch (spec.kind) {
    case "text":
      return <TextInput spec={spec} fields={fields} />;
    case "textarea":
      return <TextareaField meta={fields[spec.name]} label={spec.label} rows={spec.rows} maxLength={spec.maxLength} />;
    case "cover":
      return (
        <CoverField fields={fields as Parameters<typeof CoverField>[0]["fields"]} emptyNote={spec.emptyNote}>
          <TextInput spec={spec.description} fields={fields} />
        </CoverField>
      );
    case "check":
      return <CheckField meta={fields[spec.name]}>{spec.label}</CheckField>;
  }
}

interface OrderedContentFormProps<Item> {
  form: ContentForm<Item>;
  /** The form's section, where a post without JavaScript brings the browser back to. */
  anchor: string;
  /** The item edited; none on the add page. */
  item?: Item;
  addLabel: string;
}

/** Adds an item or edits one: the fields as `form` lists them, its errors, the button. */
export function OrderedContentForm<Item>({ form: spec, anchor, item, addLabel }: OrderedContentFormProps<Item>) {
  const site = useSiteForm<Values>({
    id: spec.id,
    anchor,
    loadSchema: spec.loadSchema,
    // The textareas hold their lists as text; conform types defaults by the parsed value.
    defaultValue: defaultsOf(spec.fields, item) as DefaultValue<Values>,
  });
  const { form, fields } = site;
  const withCover = spec.fields.some((field) => field.kind === "cover");
  return (
    <SiteForm
      site={site}
      className="console-form"
      encType={withCover ? "multipart/form-data" : undefined}
      onChange={withCover ? checkPickedFile(form) : undefined}
    >
      {spec.fields.map((field) => (
        <ContentFieldView key={field.name} spec={field} fields={fields} />
      ))}
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton texts={item ? { idle: "Save changes", busy: "Saving…" } : { idle: addLabel, busy: "Adding…" }} />
    </SiteForm>
  );
}
