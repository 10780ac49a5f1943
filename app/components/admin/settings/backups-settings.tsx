import { Download, KeyRound, Server, ShieldCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, href, Link, useNavigation } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import { OffsiteLine } from "~/components/admin/backup-card";
import { ConfirmPanel } from "~/components/admin/confirm-panel";
import { ConflictMessage, FormMessage } from "~/components/admin/form-message";
import { Button } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button-variants";
import { Field, Input } from "~/components/ui/field";
import type { BucketField } from "~/lib/backup/bucket";
import type { BackupsScreen } from "~/lib/backup/status";
import { type FormReply, replyErrors, replyValues } from "~/lib/forms/reply";
import { cn } from "~/lib/ui/cn";
import { SaveBar, SettingsHeader } from "./settings-frame";

const section = "mt-8 rounded-card border border-line bg-paper p-4 sm:p-6";
const heading = "font-display text-2xl text-ink";

/** What an action of Settings → Backups answers (a save and a removal redirect instead). */
export type BackupsReply = {
  reply?: FormReply;
  conflict?: true;
  message?: string;
  test?: { ok: true; where: string } | { ok: false; step: "write" | "read" | "delete"; answer: string; where: string };
};

export type BackupsScreenData = BackupsScreen & {
  verified: boolean;
  verifyTo: string;
  notice: "saved" | "removed" | null;
  /** "Stop using this bucket" was asked: its question shows in its place. */
  confirmRemove: boolean;
};

const STEP_WORDS = {
  write: "write a test file to",
  read: "read the test file back from",
  delete: "delete the test file from",
};

/**
 * Settings → Backups: where the copies are now, "Download a backup now", and the
 * storage bucket (read-only when the server sets BACKUP_DIR or BACKUP_URL). Plain
 * forms: everything works without JavaScript.
 */
export function BackupsSettings({
  screen,
  reply,
  conflictMessage,
}: {
  screen: BackupsScreenData;
  reply: BackupsReply | undefined;
  conflictMessage: string;
}) {
  return (
    <div className="mx-auto max-w-3xl pb-28 md:pb-0">
      <SettingsHeader
        title="Backups"
        lead="Copies of everything the site stores (messages, bookings, customers, products and photos), kept away from this server, so a dead disk loses nothing."
      />
      <div className="mt-6 space-y-3 empty:hidden" aria-live="polite">
        {screen.notice === "saved" && !reply && (
          <FormMessage tone="success">
            Saved. The copies now go to the bucket {screen.where}; nothing needed a restart.
          </FormMessage>
        )}
        {screen.notice === "removed" && !reply && (
          <FormMessage tone="success">The bucket is forgotten: the copies stay on this server only.</FormMessage>
        )}
        {reply?.conflict && (
          <ConflictMessage
            message={conflictMessage}
            hint="Nothing was saved. Reload to see the bucket as it is now."
            reloadTo={href("/admin/settings/backups")}
            reloadLabel="Reload"
          />
        )}
        {reply?.message && <FormMessage tone="error">{reply.message}</FormMessage>}
        {reply?.test && (
          <p className={cn("text-sm", reply.test.ok ? "text-ink" : "text-danger")}>
            {reply.test.ok ? "The bucket works." : "The test of the bucket failed."}{" "}
            <a href="#test-outcome" className="font-medium underline underline-offset-4">
              {reply.test.ok ? "Details" : "The provider’s answer"}
            </a>
          </p>
        )}
        {reply?.reply && Object.keys(replyErrors(reply.reply)).length > 0 && (
          <FormMessage tone="error">
            {replyErrors(reply.reply)[""] ?? "Nothing was saved or tested: please correct the fields marked below."}
          </FormMessage>
        )}
      </div>

      <section aria-labelledby="now-title" className={section}>
        <h2 id="now-title" className={heading}>
          Where the copies are
        </h2>
        <OffsiteLine status={screen.status} className="mt-3" />
        <p className="mt-2 text-sm text-ink-soft">
          {screen.status.lastAt
            ? `The last full snapshot on this server: ${screen.status.lastAt}. Next: ${screen.status.nextAt}.`
            : `The first full snapshot on this server: ${screen.status.nextAt}.`}
        </p>
      </section>

      <section aria-labelledby="bucket-title" className={section}>
        <h2 id="bucket-title" className={heading}>
          Storage bucket
        </h2>
        {screen.server ? (
          <ServerSet server={screen.server} />
        ) : screen.verified ? (
          <BucketForm screen={screen} reply={reply} />
        ) : (
          <Locked screen={screen} />
        )}
      </section>

      <section aria-labelledby="download-title" className={section}>
        <h2 id="download-title" className={heading}>
          Download a backup now
        </h2>
        <p className="mt-2 text-sm text-ink-soft">
          One file with the whole database as it is this minute, to keep on a laptop or in Google Drive. The bucket’s
          keys inside it stay locked: only this server can open them.
        </p>
        <a
          href={href("/admin/settings/backups/download")}
          download
          className={cn(adminStyles.primary, "mt-4 inline-flex gap-2")}
        >
          <Download aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
          Download a backup now
        </a>
        <p className="mt-3 text-sm text-ink" data-testid="last-download">
          {screen.download
            ? `Last downloaded ${screen.download.at}${screen.download.by ? ` by ${screen.download.by}` : ""}.`
            : "Not downloaded yet."}
        </p>
      </section>
    </div>
  );
}

/**
 * The test's answer, beside the buttons that asked for it: brought into view (above
 * the pinned buttons) when it arrives, since on a phone the form is taller than the screen.
 */
function TestOutcome({ test }: { test: NonNullable<BackupsReply["test"]> }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: "nearest" });
    ref.current?.focus({ preventScroll: true });
  }, [test]);
  return (
    <div ref={ref} id="test-outcome" tabIndex={-1} className="scroll-mt-4 outline-none">
      {test.ok ? (
        <FormMessage tone="success">
          The bucket works: a test file was written to {test.where}, read back and deleted.
        </FormMessage>
      ) : (
        <FormMessage tone="error">
          <p>
            The test could not {STEP_WORDS[test.step]} {test.where}. The provider answered:
          </p>
          <p className="mt-2 font-mono text-[13px] break-words" data-testid="provider-answer">
            {test.answer}
          </p>
        </FormMessage>
      )}
    </div>
  );
}

function ServerSet({ server }: { server: NonNullable<BackupsScreenData["server"]> }) {
  return (
    <div className="mt-3 space-y-3 text-sm">
      <p className="flex items-start gap-2 text-ink">
        <Server aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brass-deep" strokeWidth={1.75} />
        <span>Set on the server, so it cannot be changed here:</span>
      </p>
      <dl className="space-y-2">
        {server.bucket && (
          <div>
            <dt className="font-semibold text-ink">Bucket (BACKUP_URL)</dt>
            <dd className="break-words text-ink-soft">{server.bucket}</dd>
          </div>
        )}
        {server.bucket && (
          <div>
            <dt className="font-semibold text-ink">Keys</dt>
            <dd className="text-ink-soft">
              {server.keys ? "Set on the server (not shown)" : "The machine’s own (AWS_* variables or its role)"}
            </dd>
          </div>
        )}
        {server.dir && (
          <div>
            <dt className="font-semibold text-ink">Folder (BACKUP_DIR)</dt>
            <dd className="break-words text-ink-soft">{server.dir}</dd>
          </div>
        )}
      </dl>
      <p className="text-ink-soft">
        To set the bucket here instead, remove BACKUP_DIR and BACKUP_URL from the server’s settings and restart it.
      </p>
    </div>
  );
}

function Locked({ screen }: { screen: BackupsScreenData }) {
  return (
    <div className="mt-3 space-y-3 text-sm">
      <p className="text-ink">
        {screen.where ? (
          <>
            The copies go to <strong className="break-words">{screen.where}</strong>.
          </>
        ) : (
          "No bucket is set: the copies stay on this server."
        )}
      </p>
      <p className="text-ink-soft">
        Where the copies go and the keys that reach it are guarded: confirm it is you (your password, an app code or a
        passkey) to change or test them.
      </p>
      <Link to={screen.verifyTo} className={cn(adminStyles.primary, "inline-flex gap-2")}>
        <KeyRound aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
        Confirm it’s you
      </Link>
    </div>
  );
}

function BucketForm({ screen, reply }: { screen: BackupsScreenData; reply: BackupsReply | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : "";
  const errors = replyErrors(reply?.reply);
  const values = { ...screen.values, ...replyValues(reply?.reply) };
  const field = (
    name: BucketField,
    label: string,
    props: Parameters<typeof Input>[0] = {},
    hint?: string,
    optional = false,
  ) => (
    <Field label={label} error={errors[name]} hint={hint} optional={optional} required={props.required}>
      <Input name={name} defaultValue={values[name]} autoComplete="off" spellCheck={false} {...props} />
    </Field>
  );
  const keyHint = screen.keysSaved ? "Saved and not shown. Leave empty to keep it." : undefined;
  return (
    <>
      <p className="mt-2 text-sm text-ink-soft">
        Any S3-compatible storage you own: Amazon S3, Cloudflare R2, Backblaze B2, Wasabi, DigitalOcean Spaces or MinIO.
        Every change is copied there within seconds; saving moves the copies at once, without a restart.
      </p>
      {screen.test && (
        <p className={cn("mt-3 flex items-start gap-2 text-sm", screen.test.ok ? "text-ink" : "text-danger")}>
          <ShieldCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" strokeWidth={1.75} />
          <span>
            {screen.test.ok
              ? `Tested ${screen.test.at}: it worked.`
              : `Tested ${screen.test.at}: it failed (${screen.test.answer ?? "no answer"}).`}
          </span>
        </p>
      )}
      {/* A new version remounts the form: after a save the keys typed are gone from the page too. */}
      <Form key={screen.version} method="post" noValidate className="mt-5 space-y-5">
        <input type="hidden" name="version" value={screen.version} />
        {field(
          "endpoint",
          "Endpoint",
          { type: "url", inputMode: "url", maxLength: 300, placeholder: "https://" },
          "The provider’s address, e.g. https://<account>.r2.cloudflarestorage.com. Empty for Amazon S3.",
          true,
        )}
        {field("bucket", "Bucket", { required: true, maxLength: 63 })}
        {field("path", "Folder", { maxLength: 200, placeholder: "site" }, "Inside the bucket. Empty: site.", true)}
        {field("region", "Region", { maxLength: 40, className: "max-w-60" }, "e.g. ap-south-1, or auto for R2.", true)}
        {field(
          "accessKeyId",
          "Access key ID",
          // Seen while typed (an ID is not the secret; a 20-character code typed blind on a
          // phone is easily wrong), and like the secret never shown again once saved.
          {
            type: "text",
            autoComplete: "off",
            autoCapitalize: "none",
            spellCheck: false,
            maxLength: 256,
            required: !screen.keysSaved,
            defaultValue: "",
          },
          keyHint,
        )}
        {field(
          "secretAccessKey",
          "Secret key",
          { type: "password", maxLength: 256, required: !screen.keysSaved, defaultValue: "" },
          keyHint,
        )}
        {reply?.test && <TestOutcome test={reply.test} />}
        <SaveBar>
          <Button type="submit" name="intent" value="save" variant="primary" size="compact" disabled={busy !== ""}>
            {busy === "save" ? "Saving…" : "Save bucket"}
          </Button>
          <Button type="submit" name="intent" value="test" variant="subtle" size="compact" disabled={busy !== ""}>
            {busy === "test" ? "Testing…" : "Test the bucket"}
          </Button>
        </SaveBar>
      </Form>
      {screen.where &&
        (screen.confirmRemove ? (
          <ConfirmPanel
            id="stop-bucket"
            title="Stop using this bucket?"
            fields={{ version: screen.version, confirm: "remove" }}
            intent="remove"
            confirmLabel="Stop using this bucket"
            keepTo={href("/admin/settings/backups")}
            keepLabel="Keep using it"
            busy={busy !== ""}
          >
            The copies go back to this server only, where a dead disk takes them with the database. What is already in{" "}
            <span className="break-words">{screen.where}</span> stays there.
          </ConfirmPanel>
        ) : (
          <div className="mt-6 border-t border-line pt-4">
            <p className="text-sm text-ink-soft">
              {screen.updated
                ? `Saved ${screen.updated.at}${screen.updated.by ? ` by ${screen.updated.by}` : ""}. `
                : ""}
              Stop copying to this bucket (what is in it stays there):
            </p>
            <Link
              to="?confirm=remove#stop-bucket"
              className={buttonVariants({ variant: "danger", size: "compact", className: "mt-3" })}
            >
              Stop using this bucket
            </Link>
          </div>
        ))}
    </>
  );
}
