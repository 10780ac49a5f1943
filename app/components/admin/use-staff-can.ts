import { useRouteLoaderData } from "react-router";
import type { Permission } from "~/lib/accounts/roles";

/** What the staff layout's loader says the signed-in account may do (the server checks again). */
export type StaffAbilities = Partial<Record<Permission, boolean>>;

/**
 * Whether the signed-in account may do `permission`, for hiding what its role cannot
 * do. Read from the staff layout's data, so any staff screen can ask without its own
 * loader saying it; the server refuses the action anyway (403).
 */
export function useStaffCan(permission: Permission): boolean {
  const layout = useRouteLoaderData("routes/admin/staff-layout") as { can?: StaffAbilities } | undefined;
  return layout?.can?.[permission] === true;
}
