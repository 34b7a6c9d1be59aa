/** The Markdown as the blog will show it: HTML rendered and sanitised by the API. */
export function PostPreview({ html }: { html: string | undefined }) {
  return (
    <section className="post-preview" aria-labelledby="post-preview-title" aria-live="polite">
      <h2 id="post-preview-title" className="console-subhead">
        Preview
      </h2>
      {html ? (
        <div className="prose post-preview-body" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className="console-muted">Press Preview to see the text as the blog will show it.</p>
      )}
    </section>
  );
}
