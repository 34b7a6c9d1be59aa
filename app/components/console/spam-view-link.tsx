/** The inbox leaves spam out; this is the way to the Spam view and back. */
export function SpamViewLink({ status }: { status?: string | null }) {
  return status === "spam" ? (
    <a href="/console" className="btn btn--ghost btn--sm">
      Back to the inbox
    </a>
  ) : (
    <a href="/console?status=spam" className="btn btn--ghost btn--sm">
      Spam
    </a>
  );
}
