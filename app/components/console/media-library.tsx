import { Form, Link } from "@remix-run/react";
import type { MediaItem } from "../../../contract/media";
import { MEDIA_ACCEPT, MEDIA_ALT_MAX, mediaTexts } from "~/lib/media/media-form";

/** The upload form: a plain multipart post, the picture's page next (alt text and focal point there). */
export function MediaUploadForm({ error }: { error?: string }) {
  return (
    <Form method="post" encType="multipart/form-data" className="console-card media-upload" aria-labelledby="media-upload-title">
      <h2 id="media-upload-title">Upload a picture</h2>
      <p className="console-muted" id="media-upload-note">
        {mediaTexts.note}
      </p>
      <div className="field">
        <label htmlFor="media-file">Picture</label>
        <input id="media-file" name="image" type="file" accept={MEDIA_ACCEPT} required aria-describedby="media-upload-note" />
      </div>
      <div className="field">
        <label htmlFor="media-alt">Alt text (what the picture shows)</label>
        <input id="media-alt" name="alt" type="text" maxLength={MEDIA_ALT_MAX} />
      </div>
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary btn--sm">
        Upload
      </button>
    </Form>
  );
}

/** The smallest WebP (or the SVG) as the thumbnail. */
const thumbnailOf = (item: MediaItem) =>
  item.variants.find((variant) => variant.format === "svg") ??
  item.variants.filter((variant) => variant.format === "webp").sort((a, b) => a.width - b.width)[0];

export function MediaGrid({ items }: { items: MediaItem[] }) {
  if (items.length === 0) return <p className="console-empty">No pictures yet: upload the first above.</p>;
  return (
    <ul className="media-grid" aria-label="Pictures">
      {items.map((item) => {
        const thumbnail = thumbnailOf(item);
        return (
          <li key={item.id} className="media-tile">
            <Link to={`/console/media/${item.id}`}>
              {thumbnail ? <img src={thumbnail.url} alt="" width={thumbnail.width} height={thumbnail.height} loading="lazy" /> : null}
              <span className="media-tile-name">{item.alt || "Untitled picture"}</span>
            </Link>
            <span className="console-muted">
              {item.width}×{item.height} · {item.mime.replace("image/", "").replace("+xml", "").toUpperCase()}
            </span>
            {item.alt ? null : <span className="status-badge status-badge--lost">{mediaTexts.needsAlt}</span>}
          </li>
        );
      })}
    </ul>
  );
}
