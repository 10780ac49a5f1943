import { chmod, lstat, mkdir, readdir } from "node:fs/promises";
import { join, relative } from "node:path";
import { isMainThread } from "node:worker_threads";
import type { AppConfig } from "../platform/config.server.ts";
import { log } from "../platform/log.server.ts";

/**
 * The database, its snapshots, the replica's WAL files and a restored copy hold
 * customers' phone numbers and the staff's password hashes: only the site's own user
 * may read them, whatever umask the process was started with. A umask of 077 covers
 * every file this process and its children (Litestream, pg_dump) create from here on;
 * the data and backup folders, which may have been made earlier, are set to 0700; and
 * what was already there open to others is named in the log, for the operator to fix.
 */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_FOLDER_MODE = 0o700;

/** From now on, files and folders this process creates are its user's alone. */
export function restrictNewFiles(): void {
  // The mask is the process's; a worker thread may not set it (and its files are the process's anyway).
  if (isMainThread) process.umask(0o077);
}

/** At a server's start: private from here on, the folders closed, and a warning for what was left open. */
export async function protectDataFiles(config: Pick<AppConfig, "dataDir" | "backup">): Promise<void> {
  restrictNewFiles();
  const folders = isInside(config.backup.dir, config.dataDir) ? [config.dataDir] : [config.dataDir, config.backup.dir];
  for (const folder of [config.dataDir, config.backup.dir]) {
    try {
      await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
      await chmod(folder, PRIVATE_FOLDER_MODE);
    } catch (error) {
      log.warn("data_folder_not_private", { folder, reason: String(error) });
    }
  }
  const open: string[] = [];
  for (const folder of folders) await findOpenFiles(folder, open);
  if (open.length) {
    log.warn("data_files_readable_by_others", {
      count: open.length,
      files: open.slice(0, 10),
      hint: `they hold customers' details and password hashes: chmod -R go-rwx ${folders.join(" ")}`,
    });
  }
}

/** Files (not folders: those are closed above) that the group or other users may read, up to a bound. */
async function findOpenFiles(folder: string, found: string[], budget = { entries: 20_000 }): Promise<void> {
  let entries;
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (--budget.entries < 0) return;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) await findOpenFiles(path, found, budget);
    else if (entry.isFile()) {
      const { mode } = await lstat(path).catch(() => ({ mode: 0 }));
      if (mode & 0o077) found.push(path);
    }
  }
}

function isInside(folder: string, parent: string): boolean {
  const path = relative(parent, folder);
  return path === "" || (!path.startsWith("..") && !path.startsWith("/"));
}
