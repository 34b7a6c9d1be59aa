import { Form } from "@remix-run/react";
import { useState, type MouseEvent } from "react";
import type { MediaDetail } from "../../../contract/media";
import { ResponsiveImage } from "~/components/responsive-image";
import { MEDIA_ALT_MAX, mediaTexts } from "~/lib/media/media-form";

export interface MediaFormAnswer {
  saved?: boolean;
  error?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}

const USAGE_PAGES: Record<string, (id: string) => string> = {
  post_cover: (id) => `/console/posts/${id}`,
  post_body: (id) => `/console/posts/${id}`,
  case_study_cover: (id) => `/console/work/${id}`,
  // `kind/key`: the key may hold characters a path must escape.
  site_content: (id) => `/console/site/${id.split("/").map(encodeURIComponent).join("/")}`,
};

/**
 * Alt text and the focal point: two numbers without JavaScript; with it, a click on the picture
 * sets them too.
 */
export function MediaDetailsForm({ item, answer }: { item: MediaDetail; answer?: MediaFormAnswer }) {
  const [focal, setFocal] = useState({ x: String(answer?.values?.focalX ?? item.focalX), y: String(answer?.values?.focalY ?? item.focalY) });
  const errors = answer?.fieldErrors ?? {};
  const pick = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const at = (offset: number, size: number) => String(Math.round(Math.min(100, Math.max(0, (offset / size) * 100))));
    setFocal({ x: at(event.clientX - box.left, box.width), y: at(event.clientY - box.top, box.height) });
  };
  return (
    <div className="media-item">
      <figure className="media-preview">
        {/* A pointer aid only: the numbers below are the way to set it from a keyboard. */}
        <div className="media-preview-frame" onClick={pick}>
          <ResponsiveImage image={item} alt={item.alt} sizes="(min-width: 60em) 40rem, 100vw" priority />
          <span className="media-focal" style={{ left: `${focal.x}%`, top: `${focal.y}%` }} aria-hidden="true" />
        </div>
        <figcaption className="console-muted">Click the picture to set the focal point, or type it below.</figcaption>
      </figure>
      <Form method="post" className="console-card media-details">
        <input type="hidden" name="intent" value="save" />
        {item.alt ? null : <p className="status-badge status-badge--lost">{mediaTexts.needsAlt}</p>}
        <div className="field">
          <label htmlFor="media-alt">Alt text</label>
          <input
            id="media-alt"
            name="alt"
            type="text"
            required
            maxLength={MEDIA_ALT_MAX}
            defaultValue={answer?.values?.alt ?? item.alt}
            aria-invalid={errors.alt ? true : undefined}
            aria-describedby={errors.alt ? "media-alt-error" : undefined}
          />
          {errors.alt ? (
            <p id="media-alt-error" className="field-error">
              {errors.alt}
            </p>
          ) : null}
        </div>
        <fieldset className="media-focal-fields" aria-describedby={errors.focalX || errors.focalY ? "media-focal-error" : undefined}>
          <legend>Focal point (kept in view when the picture is cropped), in percent</legend>
          <div className="field">
            <label htmlFor="media-focal-x">From the left</label>
            <input id="media-focal-x" name="focalX" type="number" min={0} max={100} step={1} required value={focal.x} onChange={(event) => setFocal({ ...focal, x: event.target.value })} />
          </div>
          <div className="field">
            <label htmlFor="media-focal-y">From the top</label>
            <input id="media-focal-y" name="focalY" type="number" min={0} max={100} step={1} required value={focal.y} onChange={(event) => setFocal({ ...focal, y: event.target.value })} />
          </div>
          {errors.focalX || errors.focalY ? (
            <p id="media-focal-error" className="field-error">
              {errors.focalX ?? errors.focalY}
            </p>
          ) : null}
        </fieldset>
        {answer?.error ? (
          <p role="alert" className="field-error">
            {answer.error}
          </p>
        ) : null}
        {answer?.saved ? <p role="status">{mediaTexts.saved}</p> : null}
        <button type="submit" className="btn btn--primary btn--sm">
          Save
        </button>
      </Form>
    </div>
  );
}

export function MediaFacts({ item }: { item: MediaDetail }) {
  return (
    <>
      <section className="console-card" aria-labelledby="media-used-title">
        <h2 id="media-used-title">Where it is used</h2>
        {item.usedIn.length === 0 ? (
          <p className="console-muted">Nowhere yet.</p>
        ) : (
          <ul>
            {item.usedIn.map((usage) => (
              <li key={`${usage.kind}-${usage.id}`}>{USAGE_PAGES[usage.kind] ? <a href={USAGE_PAGES[usage.kind](usage.id)}>{usage.label}</a> : usage.label}</li>
            ))}
          </ul>
        )}
      </section>
      <section className="console-card" aria-labelledby="media-variants-title">
        <h2 id="media-variants-title">Variants</h2>
        <p className="console-muted">
          Original: {item.mime}, {item.width}×{item.height}, {Math.ceil(item.size / 1024)} KB.
        </p>
        <div className="console-table-wrap">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">Format</th>
                <th scope="col">Size in pixels</th>
                <th scope="col">File</th>
              </tr>
            </thead>
            <tbody>
              {item.variants.map((variant) => (
                <tr key={variant.url}>
                  <td>{variant.format.toUpperCase()}</td>
                  <td>
                    {variant.width}×{variant.height}
                  </td>
                  <td>
                    <a href={variant.url}>{Math.ceil(variant.size / 1024)} KB</a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
