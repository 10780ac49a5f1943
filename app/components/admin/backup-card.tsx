import { AlertTriangle, CloudUpload, Download, HardDrive, ShieldCheck } from "lucide-react";
import { href, Link } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import type { BackupSummary } from "~/lib/backup/status";
import { cn } from "~/lib/ui/cn";
import { useStaffCan } from "./use-staff-can";

/**
 * Where the copies off this server's disk are and how old the newest is: red when
 * there are none, or the newest is more than a day old (a copy on the database's own
 * disk dies with it, so it does not count).
 */
export function OffsiteLine({ status, className }: { status: BackupSummary; className?: string }) {
  const { offsite } = status;
  return (
    <p
      data-testid="offsite-line"
      data-stale={offsite.stale ? "true" : "false"}
      className={cn("flex items-start gap-2", offsite.stale ? "text-danger" : "text-ink", className)}
    >
      <CloudUpload aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" strokeWidth={1.75} />
      <span>
        {offsite.where === "only on this server" ? (
          <>
            Copies are <strong>only on this server</strong>: a dead disk would take them with the database.
          </>
        ) : (
          <>
            Copies in <strong className="break-words">{offsite.where}</strong>
            {offsite.age === "up to the last change"
              ? ": up to the last change."
              : offsite.age
                ? `: the newest is from ${offsite.age}.`
                : ": none has arrived yet."}
          </>
        )}
      </span>
    </p>
  );
}

export function BackupCard({ status }: { status: BackupSummary }) {
  const ok = status.warnings.length === 0 && status.freshness === "fresh" && !status.offsite.stale;
  const canExport = useStaffCan("export");
  const canBackups = useStaffCan("backups");
  return (
    <section id="backups" aria-labelledby="backups-title" className="mt-10 scroll-mt-4">
      <h2 id="backups-title" className="font-sans text-sm font-semibold tracking-wide text-ink uppercase">
        Backups
      </h2>
      <div className="mt-4 rounded-card border border-line bg-paper p-5 sm:p-6">
        <OffsiteLine status={status} className="mb-3" />
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
        <div className="mt-4 flex flex-wrap gap-2 empty:hidden">
          {canBackups && (
            <Link to={href("/admin/settings/backups")} className={cn(adminStyles.secondary, "inline-flex gap-2")}>
              Backup settings
            </Link>
          )}
          {canExport && (
            <a href={href("/admin/export")} download className={cn(adminStyles.secondary, "inline-flex gap-2")}>
              <Download aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
              Download everything (.zip)
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
