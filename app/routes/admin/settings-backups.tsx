import { data, redirect } from "react-router";
import { BackupsSettings, type BackupsReply } from "~/components/admin/settings/backups-settings";
import { staffTitle } from "~/components/admin/staff-title";
import { verifyUrl } from "~/lib/accounts/recent-verification";
import { setOnServer } from "~/lib/backup/backup-config";
import { BUCKET_SECRET_FIELDS, bucketFormSchema } from "~/lib/backup/bucket";
import { readSubmission } from "~/lib/forms/submission";
import {
  assertSameOrigin,
  isRecentlyVerified,
  requirePermission,
  requireRecentVerification,
} from "~/services/accounts/index.server";
import {
  backupsScreen,
  bucketKeysSaved,
  removeBucket,
  saveBucket,
  testBucketFromForm,
} from "~/services/backup/index.server";
import { postedNumber, storeTimeZone } from "~/services/settings/index.server";
import { clientAddress } from "~/services/platform/client-address.server";
import { getConfig } from "~/services/platform/config.server";
import { getDatabase } from "~/services/platform/db.server";
import { formValues, readRequestBody } from "~/services/platform/request-body.server";
import type { Route } from "./+types/settings-backups";

export const CONFLICT_MESSAGE = "The bucket was changed by someone else since you opened this page";
const PATH = "/admin/settings/backups";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: staffTitle(matches, "Backups", "Settings") }];

/**
 * Settings → Backups (owner only): the off-site bucket (its keys sealed, never shown
 * again; changing or testing it needs a recent "verify it's you"), where the copies
 * are now, and "Download a backup now". BACKUP_DIR / BACKUP_URL on the server win and
 * are shown read-only.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requirePermission(request, "backups");
  const config = getConfig();
  const screen = await backupsScreen(getDatabase(), config, await storeTimeZone());
  const params = new URL(request.url).searchParams;
  return {
    ...screen,
    verified: isRecentlyVerified(admin),
    verifyTo: verifyUrl(PATH),
    notice:
      params.get("saved") === "1" ? ("saved" as const) : params.get("removed") === "1" ? ("removed" as const) : null,
    confirmRemove: params.get("confirm") === "remove",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requirePermission(request, "backups");
  assertSameOrigin(request);
  const body = await readRequestBody(request, { maxBytes: 16 * 1024 });
  if (!body.ok) return data<BackupsReply>({ message: body.message }, { status: body.status, headers: body.headers });
  const config = getConfig();
  if (setOnServer(config.backup)) {
    return data<BackupsReply>(
      { message: "Backups are set on the server (BACKUP_DIR or BACKUP_URL): they cannot be changed here." },
      { status: 409 },
    );
  }
  // Where the copies go, and the keys that reach it: a stolen session cookie alone must not change them.
  requireRecentVerification(request, admin, { next: PATH });
  const database = getDatabase();
  const address = clientAddress(context);
  const sessionSecret = config.sessionSecret;
  const intent = String(body.fields.intent ?? "");
  const version = postedNumber(body.fields.version);

  if (intent === "remove") {
    // Asked first, as deleting a product is: a post that skipped the question only shows it.
    if (body.fields.confirm !== "remove") throw redirect(`${PATH}?confirm=remove#stop-bucket`);
    const removed = await removeBucket(database, admin, { version, address });
    if (!removed.ok) return data<BackupsReply>({ conflict: true }, { status: 409 });
    throw redirect(`${PATH}?removed=1`);
  }

  const keysSaved = await bucketKeysSaved(database);
  const submission = readSubmission(formValues(body), bucketFormSchema({ keysSaved }));
  if (submission.status !== "success") {
    return data<BackupsReply>({ reply: submission.reply({ hideFields: BUCKET_SECRET_FIELDS }) }, { status: 422 });
  }
  if (intent === "test") {
    const test = await testBucketFromForm(database, admin, { form: submission.value, sessionSecret, address });
    return data<BackupsReply>({ reply: submission.reply({ hideFields: BUCKET_SECRET_FIELDS }), test });
  }
  const saved = await saveBucket(database, admin, { version, form: submission.value, sessionSecret, address });
  if (!saved.ok) {
    return data<BackupsReply>(
      { reply: submission.reply({ hideFields: BUCKET_SECRET_FIELDS }), conflict: true },
      { status: 409 },
    );
  }
  throw redirect(`${PATH}?saved=1`);
}

export default function BackupsSettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <BackupsSettings screen={loaderData} reply={actionData} conflictMessage={CONFLICT_MESSAGE} />;
}
