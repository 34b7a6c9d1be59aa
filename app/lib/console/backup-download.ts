/** Why the last download was refused, as the backups page says it (`?error=`). */
export const BACKUP_DOWNLOAD_ERRORS = {
  missing: "Type your password to download a backup.",
  password: "That password is not right: type the one you sign in with.",
  wait: "Too many attempts. Please wait a few minutes and try again.",
} as const;

/** The backups page with one archive chosen to download, and why the last try was refused. */
export function backupsPageFor(name: string, error?: keyof typeof BACKUP_DOWNLOAD_ERRORS): string {
  return `/console/backups?${new URLSearchParams({ name, ...(error ? { error } : {}) })}#download`;
}
