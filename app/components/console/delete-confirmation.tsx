import { Form } from "@remix-run/react";

interface DeleteConfirmationProps {
  /** What the disclosure says, e.g. "Delete this post". */
  summary: string;
  /** What deleting does, said before the button. */
  consequence: string;
  error?: string;
}

/** A delete that asks twice: a disclosure, then a plain post, so it works without JavaScript. */
export function DeleteConfirmation({ summary, consequence, error }: DeleteConfirmationProps) {
  return (
    <details className="console-danger" open={Boolean(error)}>
      <summary>{summary}</summary>
      <p>{consequence}</p>
      <Form method="post">
        <input type="hidden" name="intent" value="delete" />
        <button type="submit" className="btn btn--sm console-btn-danger">
          Delete for good
        </button>
      </Form>
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </details>
  );
}
