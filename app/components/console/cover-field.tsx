import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { LinksFunction } from "@remix-run/node";
import type { FormEvent, ReactNode } from "react";
import { InputField } from "~/components/forms/field";
import { COVER_ACCEPT, coverMessages } from "~/lib/console/cover-upload";
import coverStyles from "~/styles/console-cover.css?url";

/** The cover field's rules, linked by the pages that show it. */
export const coverFieldLinks: LinksFunction = () => [{ rel: "stylesheet", href: coverStyles }];

interface CoverFieldProps {
  fields: {
    coverImage: FieldMetadata<string | undefined>;
    coverName: FieldMetadata<string | undefined>;
    removeCover: FieldMetadata<"on" | undefined>;
    cover: FieldMetadata<File | undefined>;
  };
  /** What the site shows while there is no cover. */
  emptyNote: string;
  /** The cover's other fields (its alt text), inside the same box. */
  children?: ReactNode;
}

/** The form's onChange: a picked file has no dependable blur (the file dialog takes the focus away), so check it at once. */
export const checkPickedFile =
  (form: { validate: (options: { name: string }) => void }) => (event: FormEvent<HTMLFormElement>) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.type === "file") form.validate({ name: target.name });
  };

/**
 * A cover image upload: the current cover with a "Remove" box, and a file input checked in the
 * browser as soon as a file is picked (the form must post multipart/form-data). A file picked in
 * a post that came back (preview, refusal) is already stored: it shows as kept.
 */
export function CoverField({ fields, emptyNote, children }: CoverFieldProps) {
  const coverImage = fields.coverImage.value || null;
  const keptName = fields.coverName.value || null;
  const { key: coverImageKey, ...coverImageProps } = getInputProps(fields.coverImage, { type: "hidden" });
  const { key: coverNameKey, ...coverNameProps } = getInputProps(fields.coverName, { type: "hidden" });
  return (
    <fieldset className="cover-field">
      <legend>Cover image</legend>
      <input key={coverImageKey} {...coverImageProps} />
      <input key={coverNameKey} {...coverNameProps} />
      {coverImage ? (
        <div className="cover-field-current">
          <img src={coverImage} alt="The current cover" width={240} height={126} />
          {/* Uploaded by an earlier post of this form (a preview, a refusal): stored, not yet saved with it. */}
          {keptName ? <p className="cover-field-kept">Cover: {keptName} (kept)</p> : null}
          <label className="cover-field-remove">
            <input type="checkbox" name={fields.removeCover.name} /> Remove this cover
          </label>
        </div>
      ) : (
        <p className="console-muted">{emptyNote}</p>
      )}
      <InputField
        meta={fields.cover}
        label={
          <>
            {coverImage ? "Replace with" : "Upload"} <span className="cover-field-hint">{coverMessages.coverHint}</span>
          </>
        }
        type="file"
        accept={COVER_ACCEPT}
        className="file-input"
      />
      {children}
    </fieldset>
  );
}
