import { useFetcher } from "@remix-run/react";
import type { PostActionResult } from "~/lib/blog/post-actions.server";
import { Icon } from "~/components/icon";

interface LikeButtonProps {
  blogId: string;
  liked: boolean;
  likesCount: number;
}

/** The post's like toggle: a form post, so it works without JavaScript too. */
export function LikeButton({ blogId, liked, likesCount }: LikeButtonProps) {
  const fetcher = useFetcher<PostActionResult>();
  const busy = fetcher.state !== "idle";
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return (
    <fetcher.Form method="post" className="like-form">
      <input type="hidden" name="intent" value="like" />
      <input type="hidden" name="blogId" value={blogId} />
      <button type="submit" className="btn like-button" aria-pressed={liked} disabled={busy} data-liked={liked}>
        <Icon name="heart" size={18} filled={liked} />
        {liked ? "Liked" : "Like"}
      </button>
      <span className="like-count" aria-live="polite">
        {likesCount} {likesCount === 1 ? "like" : "likes"}
      </span>
      {failed ? (
        <span className="form-error" role="alert">
          {failed}
        </span>
      ) : null}
    </fetcher.Form>
  );
}
