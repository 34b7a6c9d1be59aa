import { postEditHref, type PostStatus } from "~/lib/console/posts";

const BANNER_TEXT: Partial<Record<PostStatus, string>> = {
  draft: "Draft preview — not visible to visitors",
  scheduled: "Scheduled preview — not visible to visitors until its publishing time",
};

/** On /blog/<slug>, for staff only: this post is not public yet, and where to edit it. */
export function PostPreviewBanner({ id, status }: { id: string; status: PostStatus | undefined }) {
  const text = status ? BANNER_TEXT[status] : undefined;
  if (!text) return null;
  return (
    <div className="container">
      <p className="notice post-preview-banner" role="note">
        <strong>{text}</strong> · <a href={postEditHref(id)}>Edit it in the console</a>
      </p>
    </div>
  );
}
