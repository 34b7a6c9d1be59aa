import { Form } from "@remix-run/react";
import { DeleteConfirmation } from "./delete-confirmation";

interface PostDangerProps {
  /** Published or scheduled: it can be taken back to a draft. */
  released: boolean;
  error: string | undefined;
}

/** Unpublish, and delete after a second click (a disclosure, so it works without JavaScript). */
export function PostDangerZone({ released, error }: PostDangerProps) {
  return (
    <div className="post-danger">
      {released ? (
        <Form method="post" className="post-unpublish">
          <input type="hidden" name="intent" value="unpublish" />
          <button type="submit" className="btn btn--ghost btn--sm">
            Unpublish
          </button>
          <span className="console-muted">Back to a draft: visitors no longer see it.</span>
        </Form>
      ) : null}
      <DeleteConfirmation
        summary="Delete this post"
        consequence="The post is deleted for good and its address stops working."
        error={error}
      />
    </div>
  );
}
