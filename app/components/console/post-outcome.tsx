import { formatIst } from "~/lib/console/format";
import type { PostOutcome } from "~/lib/console/posts";

interface PostOutcomeProps {
  outcome: PostOutcome | null;
  publicUrl: string | null;
  publishAt: string | null;
}

/** What the last button did, said once on the page it came back to. */
export function PostOutcomeNotice({ outcome, publicUrl, publishAt }: PostOutcomeProps) {
  return (
    <div role="status" className="console-status post-outcome">
      {outcome === "saved" ? <p>Saved.</p> : null}
      {outcome === "published" ? (
        <p>
          Published.{" "}
          {publicUrl ? (
            <a href={publicUrl} className="console-link">
              View the live post
            </a>
          ) : null}
        </p>
      ) : null}
      {outcome === "scheduled" ? <p>Scheduled for {formatIst(publishAt)}.</p> : null}
      {outcome === "restored" ? <p>Revision restored as the newest one. The post stays as it was: a draft stays a draft, a published post shows it now.</p> : null}
      {outcome === "unpublished" ? <p>Unpublished: the post is a draft again, hidden from visitors.</p> : null}
    </div>
  );
}
