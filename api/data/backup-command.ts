import { spawn } from "node:child_process";
import path from "node:path";
import { type BackupCommandRun, writeBackupCommandRun } from "./backup-command-status";

/** An upload of a large archive over a slow line may take a while; past this the command is stopped. */
export const BACKUP_COMMAND_TIMEOUT_MS = 60 * 60_000;
/** The log gets the end of the command's output, not megabytes of progress lines. */
const OUTPUT_KEPT = 8 * 1024;

export interface BackupCommandOptions {
  /** BACKUP_COMMAND: a shell line from the operator's configuration, never from a user. */
  command: string;
  timeoutMs?: number;
}

/**
 * Runs BACKUP_COMMAND for the archive just written (`$1` and BACKUP_FILE are its path, a name the
 * site made), logs its output and records the result in the backups folder for the console's
 * health line and the metrics. It never throws: a failed copy leaves the backup in place.
 */
export async function runBackupCommand(file: string, { command, timeoutMs = BACKUP_COMMAND_TIMEOUT_MS }: BackupCommandOptions): Promise<BackupCommandRun> {
  const result = await new Promise<Pick<BackupCommandRun, "exitCode" | "reason">>((resolve) => {
    // Its own process group, so a timeout stops what the shell started (rclone, aws) too.
    const child = spawn("/bin/sh", ["-c", command, "sh", file], {
      env: { ...process.env, BACKUP_FILE: file },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let output = "";
    const keep = (chunk: Buffer) => void (output = (output + chunk.toString("utf8")).slice(-OUTPUT_KEPT));
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    let timedOut = false;
    const stop = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // Already gone.
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      stop("SIGTERM");
      setTimeout(() => stop("SIGKILL"), 5_000).unref();
    }, timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      resolve({ exitCode: null, reason: `could not start: ${error.message}` });
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      const said = output.trim();
      if (said) console.log(`[api] BACKUP_COMMAND output for ${path.basename(file)}:\n${said}`);
      if (timedOut) resolve({ exitCode: null, reason: `timed out after ${timeoutMs / 1000} s` });
      else if (code === 0) resolve({ exitCode: 0, reason: null });
      else resolve({ exitCode: code, reason: code === null ? `stopped by ${signal}` : `exit ${code}` });
    });
  });
  const run: BackupCommandRun = { at: new Date().toISOString(), ok: result.exitCode === 0, ...result, file: path.basename(file) };
  if (run.ok) console.log(`[api] BACKUP_COMMAND copied ${run.file}`);
  else console.error(`[api] BACKUP_COMMAND failed for ${run.file}: ${run.reason}`);
  await writeBackupCommandRun(path.dirname(file), run).catch((error: unknown) =>
    console.error("[api] could not record BACKUP_COMMAND's result:", error instanceof Error ? error.message : error),
  );
  return run;
}
