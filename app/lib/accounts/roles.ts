/**
 * Who may do what in the staff area. Two roles, as a store of this size works: the
 * owner, who can do everything, and staff at the counter, who run the day (inbox,
 * orders, customers, catalogue) but cannot touch accounts, settings, exports,
 * permanent deletes or backups. Every protected loader and action names the
 * permission it needs (app/services/accounts/auth.server.ts `requirePermission`);
 * screens ask `can` to hide what a role cannot do. One table, so the matrix test
 * (tests/integration/roles-matrix.test.ts) and the screens read the same answer.
 */
export const ROLES = ["owner", "staff"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { owner: "Owner", staff: "Staff" };

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: "Everything, including staff accounts, store settings, exports, permanent deletes and backups.",
  staff: "Inbox, Orders, Customers, Products and Collections: read, reply, edit, publish and hide.",
};

export const PERMISSIONS = {
  /** Dashboard, inbox (read, reply, archive), orders, customers, products and collections (edit, publish, hide), one's own account. */
  "staff-area": ["owner", "staff"],
  /** Deleting messages or products for good. */
  "delete-permanently": ["owner"],
  /** CSV and data exports. */
  export: ["owner"],
  /** Staff accounts: invite, disable, delete, reset, roles, the two-step rule. */
  "manage-accounts": ["owner"],
  /** Store settings. */
  "manage-settings": ["owner"],
  /** The activity log. */
  "view-activity": ["owner"],
  /** Backups and restores. */
  backups: ["owner"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** Whether an account of `role` may do `permission`; an unknown role may do nothing. */
export function can(role: string | null | undefined, permission: Permission): boolean {
  return isRole(role) && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}
