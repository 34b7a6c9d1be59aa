import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useLocation } from "@remix-run/react";
import { createContext, useContext, useState } from "react";
import { PICKER_PAGE_PARAM, type PictureLibrary, type PickerItem, pickerTexts } from "~/lib/media/media-picker";

type Meta = FieldMetadata<unknown, Record<string, unknown>, string[]>;
type PictureMeta = FieldMetadata<{ mediaId?: string; src?: string; alt?: string }, Record<string, unknown>, string[]>;

const LibraryContext = createContext<PictureLibrary | null>(null);

/** The library page the editor's loader read (media-picker.server.ts), for every picture field below it. */
export const MediaLibraryProvider = LibraryContext.Provider;

function Thumbnail({ item }: { item: PickerItem }) {
  return item.thumbnail ? (
    <img src={item.thumbnail.url} alt="" width={item.thumbnail.width} height={item.thumbnail.height} loading="lazy" decoding="async" />
  ) : (
    <span className="picture-thumb-empty" />
  );
}

function PagerLinks({ library, anchor }: { library: PictureLibrary; anchor: string }) {
  const location = useLocation();
  if (library.pages <= 1) return null;
  const href = (page: number) => {
    const query = new URLSearchParams(location.search);
    query.set(PICKER_PAGE_PARAM, String(page));
    return `?${query}#${anchor}`;
  };
  return (
    <p className="picture-pager">
      {library.page > 1 ? <a href={href(library.page - 1)}>Newer pictures</a> : null} Pictures page {library.page} of {library.pages}{" "}
      {library.page < library.pages ? <a href={href(library.page + 1)}>Older pictures</a> : null}
      <span className="console-muted"> (unsaved changes are lost)</span>
    </p>
  );
}

/** What is chosen now: the library item's thumbnail and alt text, or the site's own file standing in. */
function CurrentChoice({ selected, item, src, alt }: { selected: string; item: PickerItem | undefined; src: string; alt: string }) {
  if (selected && item) {
    return (
      <div className="picture-current">
        <Thumbnail item={item} />
        <p>
          Chosen: <strong>{item.alt || pickerTexts.needsAlt}</strong>
        </p>
      </div>
    );
  }
  if (selected) return <p className="picture-current">{pickerTexts.gone}</p>;
  if (!src) return <p className="picture-current console-muted">No picture chosen yet.</p>;
  return (
    <div className="picture-current">
      <img src={src} alt="" width={96} height={72} />
      <p>
        The site&apos;s own picture{alt ? <>: <strong>{alt}</strong></> : null}
      </p>
    </div>
  );
}

/**
 * A picture field (contract/site-content/fields.ts `picture`): radio buttons over a page of the
 * media library, newest first, so it works as a plain form post. An item without alt text is
 * listed but cannot be chosen (a link leads to its page to add it); the one already chosen stays
 * choosable, so a save names it and the API says what is missing next to the field.
 */
export function PictureField({ meta, label }: { meta: Meta; label: string }) {
  const library = useContext(LibraryContext);
  const fields = (meta as unknown as PictureMeta).getFieldset();
  const { key: srcKey, ...srcProps } = getInputProps(fields.src, { type: "hidden" });
  const { key: altKey, ...altProps } = getInputProps(fields.alt, { type: "hidden" });
  const initial = String(fields.mediaId.initialValue ?? "");
  const [selected, setSelected] = useState(initial);
  const src = String(fields.src.initialValue ?? "");
  const standInAlt = String(fields.alt.initialValue ?? "");
  const errors = [...(meta.errors ?? []), ...(fields.mediaId.errors ?? [])];
  const anchor = `${meta.id}-picker`;
  const options = library ? [...library.chosen, ...library.items.filter((item) => !library.chosen.some((chosen) => chosen.id === item.id))] : [];
  const current = options.find((item) => item.id === selected);
  const radio = (value: string) => ({
    type: "radio" as const,
    name: fields.mediaId.name,
    value,
    defaultChecked: initial === value,
    onChange: () => setSelected(value),
    "aria-describedby": errors.length > 0 ? meta.errorId : undefined,
  });
  return (
    <fieldset className="content-group picture-field" id={anchor} aria-describedby={errors.length > 0 ? meta.errorId : undefined}>
      <legend>{label}</legend>
      <input key={srcKey} {...srcProps} />
      <input key={altKey} {...altProps} />
      <CurrentChoice selected={selected} item={current} src={src} alt={standInAlt} />
      {errors.length > 0 ? (
        <p id={meta.errorId} className="field-error">
          {errors[0]}
        </p>
      ) : null}
      {library ? (
        <details className="picture-picker" open={errors.length > 0 || (!initial && !src)}>
          <summary>Choose from the media library</summary>
          {options.length === 0 ? <p className="console-muted">{pickerTexts.empty} <a href="/console/media">Upload one</a>.</p> : null}
          <ul className="picture-options" key={fields.mediaId.key}>
            {src ? (
              <li>
                <label className="picture-option picture-option--none">
                  <input {...radio("")} />
                  <span>{pickerTexts.none}</span>
                </label>
              </li>
            ) : null}
            {options.map((item, index) => (
              <li key={item.id}>
                <label className="picture-option">
                  <input {...radio(item.id)} disabled={!item.alt && item.id !== initial} />
                  <Thumbnail item={item} />
                  <span>{item.alt || <span className="status-badge status-badge--lost">{pickerTexts.needsAlt}</span>}</span>
                </label>
                {item.alt ? null : (
                  <a href={`/console/media/${item.id}`} className="picture-add-alt">
                    {pickerTexts.addAlt}
                    <span className="visually-hidden"> to picture {index + 1}</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
          <PagerLinks library={library} anchor={anchor} />
        </details>
      ) : (
        <>
          {/* Without the library's list the choice travels as it is. */}
          {initial ? <input type="hidden" name={fields.mediaId.name} value={initial} /> : null}
          <p className="console-muted">{pickerTexts.unreachable}</p>
        </>
      )}
    </fieldset>
  );
}
