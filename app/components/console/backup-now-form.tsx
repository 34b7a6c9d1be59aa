import { Form, useNavigation } from "@remix-run/react";

/** "Back up now": a plain post (works without JavaScript); with it, the button says the backup is being written. */
export function BackupNowForm({ error }: { error: string | null }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction === "/console/backups";
  return (
    <Form method="post" action="/console/backups" className="backup-now">
      <button type="submit" className="btn btn--primary btn--sm" disabled={pending} aria-busy={pending || undefined}>
        {pending ? "Backing up…" : "Back up now"}
      </button>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </Form>
  );
}
