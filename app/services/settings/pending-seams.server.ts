/**
 * A seam for work still on another branch; the go-live checklist uses it. When that
 * work merges, change the value below and nothing else changes.
 *
 * - Staff accounts (branch `accounts`): point STAFF_ACCOUNTS_HREF at its accounts
 *   screen. Until then the checklist's line links to the dashboard's note on adding
 *   an account from the server's command line.
 */
export const STAFF_ACCOUNTS_HREF = "/admin/dashboard#staff-accounts";
