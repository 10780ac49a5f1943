import { AlertTriangle, Download, HardDrive, ShieldCheck } from "lucide-react";
import { href } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import type { BackupSummary } from "~/lib/backup/status";
import { cn } from "~/lib/ui/cn";
import { useStaffCan } from "./use-staff-can";

export function BackupCard({ status }: { status: BackupSummary }) {
  const ok = status.warnings.length === 0 && status.freshness === "fresh";
  const canExport = useStaffCan("export");
  return (
    <section id="backups" aria-labelledby="backups-title" className="mt-10 scroll-mt-4">
      <h2 id="backups-title" className="font-sans text-sm font-semibold tracking-wide text-ink uppercase">
        Backups
      </h2>
      <div className="mt-4 rounded-card border border-line bg-paper p-5 sm:p-6">
        <p className="flex items-start gap-2 text-ink">
          {ok ? (
            <ShieldCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brass-deep" strokeWidth={1.75} />
          ) : (
            <AlertTriangle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-danger" strokeWidth={1.75} />
          )}
          <span>
            {status.lastAt ? (
              <>
                Last backup <strong className={cn(status.freshness === "stale" && "text-danger")}>{status.age}</strong>{" "}
                ({status.lastAt}).
              </>
            ) : (
              <>No backup has been made yet.</>
            )}{" "}
            Next daily backup {status.nextAt}.
          </span>
        </p>
        <p className="mt-3 flex items-start gap-2 text-sm text-ink-soft">
          <HardDrive aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" strokeWidth={1.75} />
          <span>
            {status.replication.mode === "off"
              ? `Continuous copy: off${status.replication.reason ? ` (${status.replication.reason})` : ""}.`
              : `Continuous copy to ${status.replication.mode === "s3" ? "the storage bucket" : "the backup folder"}: ${
                  status.replication.running ? "running" : "stopped"
                }${status.replication.lastWriteAt ? `, last change copied ${status.replication.lastWriteAt}` : ""}.`}
          </span>
        </p>
        {!ok && (
          <ul className="mt-3 space-y-1 text-sm text-danger">
            {status.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        )}
        {canExport && (
          <a href={href("/admin/export")} download className={cn(adminStyles.secondary, "mt-4 inline-flex gap-2")}>
            <Download aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
            Download everything (.zip)
          </a>
        )}
      </div>
    </section>
  );
}
