import { getInputProps, getSelectProps, type DefaultValue, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import type { SiteContentKind } from "../../../contract/site-content/kinds";
import { Field, InputField, TextareaField } from "~/components/forms/field";
import { FormErrors } from "~/components/forms/form-notice";
import { SiteForm } from "~/components/forms/site-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { useSiteForm } from "~/components/forms/use-site-form";
import { SITE_CONTENT_FIELDS } from "~/lib/console/site-content-fields";
import type { ContentFieldSpec } from "~/lib/console/site-content-fields/types";
import { SITE_CONTENT_FORM_ID } from "~/lib/console/site-content-forms";
import type { PictureLibrary } from "~/lib/media/media-picker";
import { MediaLibraryProvider, PictureField } from "./media-picker";

type Values = Record<string, unknown>;
type Meta = FieldMetadata<unknown, Values, string[]>;
type Form = FormMetadata<Values, string[]>;

// conform types a field's sub-fields by its schema; the editor knows the shape from the spec instead.
const fieldsetOf = (meta: Meta) => (meta as unknown as FieldMetadata<Record<string, unknown>, Values, string[]>).getFieldset();
const listOf = (meta: Meta) => (meta as unknown as FieldMetadata<unknown[], Values, string[]>).getFieldList();

interface ViewProps {
  spec: ContentFieldSpec;
  meta: Meta;
  form: Form;
  /** The label when the spec has none of its own: a list's entry ("FAQ 2"). */
  label?: string;
}

function ListView({ spec, meta, form }: ViewProps & { spec: Extract<ContentFieldSpec, { type: "list" }> }) {
  const entries = listOf(meta);
  const name = meta.name as never;
  return (
    <fieldset className="content-list">
      <legend>{spec.label}</legend>
      {meta.errors?.[0] ? (
        <p id={meta.errorId} className="field-error">
          {meta.errors[0]}
        </p>
      ) : null}
      <ol>
        {entries.map((entry, index) => {
          const which = `${spec.itemLabel} ${index + 1}`;
          return (
            <li key={entry.key}>
              <FieldView spec={spec.item} meta={entry} form={form} label={which} />
              <div className="content-list-actions">
                {index > 0 ? (
                  <button className="btn btn--ghost btn--sm" {...form.reorder.getButtonProps({ name, from: index, to: index - 1 })}>
                    Move up<span className="visually-hidden"> {which}</span>
                  </button>
                ) : null}
                {index < entries.length - 1 ? (
                  <button className="btn btn--ghost btn--sm" {...form.reorder.getButtonProps({ name, from: index, to: index + 1 })}>
                    Move down<span className="visually-hidden"> {which}</span>
                  </button>
                ) : null}
                <button className="btn btn--ghost btn--sm" {...form.remove.getButtonProps({ name, index })}>
                  Remove<span className="visually-hidden"> {which}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {entries.length < spec.max ? (
        <button className="btn btn--ghost btn--sm" {...form.insert.getButtonProps({ name, defaultValue: spec.blank as never })}>
          Add {spec.itemLabel.toLowerCase()}
        </button>
      ) : null}
    </fieldset>
  );
}

/** One field of the spec, drawn with conform's metadata; lists and groups draw their own fields. */
function FieldView({ spec, meta, form, label = spec.label }: ViewProps) {
  switch (spec.type) {
    case "text":
      return <InputField meta={meta} label={label} type="text" maxLength={spec.maxLength} />;
    case "textarea":
    case "markdown":
      return (
        <TextareaField
          meta={meta}
          label={spec.type === "markdown" ? `${label} (Markdown)` : label}
          rows={spec.rows}
          maxLength={spec.maxLength}
        />
      );
    case "number": {
      const { key, ...props } = getInputProps(meta, { type: "number" });
      return (
        <Field meta={meta} label={label}>
          <input key={key} {...props} min={spec.min} max={spec.max} step={1} inputMode="numeric" />
        </Field>
      );
    }
    case "select": {
      const { key, ...props } = getSelectProps(meta);
      return (
        <Field meta={meta} label={label}>
          <select key={key} {...props}>
            {spec.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
      );
    }
    case "picture":
      return <PictureField meta={meta} label={label} />;
    case "group": {
      const fields = fieldsetOf(meta);
      return (
        <fieldset className="content-group">
          <legend>{label}</legend>
          {spec.fields.map((child) => (
            <FieldView key={child.name} spec={child} meta={fields[child.name] as Meta} form={form} />
          ))}
        </fieldset>
      );
    }
    case "list":
      return <ListView spec={spec} meta={meta} form={form} />;
  }
}

interface EditorProps {
  kind: SiteContentKind;
  /** The item's key: a few items are checked more strictly than their kind (siteContentSchema). */
  itemKey: string;
  /** The item's draft, which the form starts with. */
  draft: unknown;
  /** The form's section, where a post without JavaScript brings the browser back to. */
  anchor: string;
  /** The media library's page its picture fields choose from; null when it has none or could not be read. */
  library?: PictureLibrary | null;
}

/** The draft form of any kind of site content, drawn from the kind's field list (site-content-fields/<kind>.ts). */
export function SiteContentEditor({ kind, itemKey, draft, anchor, library = null }: EditorProps) {
  const site = useSiteForm<Values>({
    id: SITE_CONTENT_FORM_ID,
    anchor,
    loadSchema: () => import("../../../contract/site-content/kinds").then((module) => module.siteContentSchema(kind, itemKey) as never),
    defaultValue: draft as DefaultValue<Values>,
  });
  const { form, fields } = site;
  return (
    <MediaLibraryProvider value={library}>
      <SiteForm site={site} className="console-form">
        {SITE_CONTENT_FIELDS[kind].map((spec) => (
          <FieldView key={spec.name} spec={spec} meta={fields[spec.name] as Meta} form={form as unknown as Form} />
        ))}
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton texts={{ idle: "Save changes", busy: "Saving…" }} />
      </SiteForm>
    </MediaLibraryProvider>
  );
}
