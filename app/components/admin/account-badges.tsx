import { cn } from "~/lib/ui/cn";

const BADGE = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold";

/** Owner or Staff. */
export function RoleBadge({ role }: { role: string }) {
  return (
    <span className={cn(BADGE, role === "owner" ? "bg-ink text-ivory" : "bg-sand text-ink")}>
      {role === "owner" ? "Owner" : "Staff"}
    </span>
  );
}

/** Disabled accounts and missing two-step sign-in stand out in the list. */
export function AccountStateBadges({ status, twoStep }: { status: string; twoStep: boolean }) {
  return (
    <>
      {status !== "active" && <span className={cn(BADGE, "bg-danger/10 text-danger")}>Disabled</span>}
      <span
        className={cn(
          BADGE,
          twoStep ? "bg-paper text-ink ring-1 ring-line-strong" : "bg-paper text-ink-soft ring-1 ring-line",
        )}
      >
        {twoStep ? "Two-step on" : "Two-step off"}
      </span>
    </>
  );
}
