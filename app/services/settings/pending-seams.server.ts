/**
 * Seams for work still on other branches; the go-live checklist calls these. When
 * that work merges, replace each body below and nothing else changes.
 *
 * - Backups (branch `backup`): return its status, e.g.
 *   `const s = await backupStatus(); return { configured: s.configured, lastGoodAt: s.lastSnapshot?.at ?? null };`
 *   and point BACKUP_HREF at its dashboard card.
 * - Staff accounts (branch `accounts`): point STAFF_ACCOUNTS_HREF at its accounts screen.
 *
 * Until then no backup is configured on this code (there is nothing to configure),
 * and both lines link to the dashboard's notes on how it is done.
 */
export type BackupReadiness = { configured: boolean; lastGoodAt: string | null };

export async function backupReadiness(): Promise<BackupReadiness> {
  return { configured: false, lastGoodAt: null };
}

export const BACKUP_HREF = "/admin/dashboard#backups";
export const STAFF_ACCOUNTS_HREF = "/admin/dashboard#staff-accounts";
