import { Archive, Check, Circle, MailOpen, ShieldAlert } from "lucide-react";
import { cn } from "~/lib/ui/cn";
import { STATUS_LABELS, type MessageStatus } from "~/lib/inbox/inbox-filters";

const looks: Record<MessageStatus, { className: string; Icon: typeof Circle }> = {
  new: { className: "border-brass bg-brass text-ink", Icon: Circle },
  open: { className: "border-line bg-sand text-ink", Icon: MailOpen },
  replied: { className: "border-ink/25 bg-paper text-ink", Icon: Check },
  archived: { className: "border-line bg-ivory text-ink-soft", Icon: Archive },
  spam: { className: "border-danger/40 bg-danger/5 text-danger", Icon: ShieldAlert },
};

/** A message's status in words and an icon (never colour alone). */
export function StatusBadge({ status, className }: { status: MessageStatus; className?: string }) {
  const { className: look, Icon } = looks[status];
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        look,
        className,
      )}
    >
      <Icon aria-hidden="true" className={cn("h-3 w-3", status === "new" && "fill-current")} strokeWidth={2} />
      {STATUS_LABELS[status]}
    </span>
  );
}
