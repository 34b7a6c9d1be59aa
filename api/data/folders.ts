import path from "node:path";

/**
 * Files kept beside the database live under `DATA_DIR/uploads`: every file there travels in an
 * archive. (Résumés, covers and post images are in the database itself today; the folder is
 * where any later upload kept on disk belongs, so it is carried without a change here.)
 */
export function uploadsDirOf(dataDir: string | undefined): string | undefined {
  if (!dataDir || dataDir.startsWith("memory://")) return undefined;
  return path.resolve(dataDir, "uploads");
}

/** Where automatic backups go: `BACKUP_DIR`, else `DATA_DIR/backups`. */
export function backupDirOf(dataDir: string | undefined, backupDir: string | undefined): string | undefined {
  if (backupDir?.trim()) return path.resolve(backupDir.trim());
  if (!dataDir || dataDir.startsWith("memory://")) return undefined;
  return path.resolve(dataDir, "backups");
}
