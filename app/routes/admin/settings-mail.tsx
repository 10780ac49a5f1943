import { data, redirect, useNavigation } from "react-router";
import { MailSettingsPage, type MailActionResult } from "~/components/admin/settings/mail-settings";
import { staffTitle } from "~/components/admin/staff-title";
import { verifyUrl } from "~/lib/accounts/recent-verification";
import { MAIL_FIELDS, MAIL_SECRET_FIELDS, mailFormSchema, mailFormValue } from "~/lib/mail/mail-form";
import { applyPreset } from "~/lib/mail/mail-presets";
import { serverFromSmtpUrl } from "~/lib/mail/mail-server";
import { readSubmission } from "~/lib/forms/submission";
import { formatStoreTime } from "~/lib/time/admin-dates";
import {
  assertSameOrigin,
  getAccount,
  isRecentlyVerified,
  requirePermission,
  requireRecentVerification,
} from "~/services/accounts/index.server";
import { readStoredMail, refreshMailRoute, saveMailSettings, sendTestMail } from "~/services/mail/index.server";
import { postedNumber, storeBrand, storeTimeZone } from "~/services/settings/index.server";
import { getConfig } from "~/services/platform/config.server";
import { getDatabase } from "~/services/platform/db.server";
import { formValues, readRequestBody } from "~/services/platform/request-body.server";
import type { Route } from "./+types/settings-mail";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: staffTitle(matches, "Mail", "Settings") }];

const PATH = "/admin/settings/mail";

/**
 * Settings → Mail: the store's own mail server for the alerts and account e-mails,
 * when the server has no SMTP_URL and NOTIFY_EMAIL (with them, they win, and the
 * screen shows theirs read-only). The owner's only; a save needs a recent "verify
 * it's you" (the settings hold a mailbox's password, and decide who reads every
 * visitor's message). "Send a test e-mail" goes through the settings as saved.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requirePermission(request, "manage-settings");
  const config = getConfig();
  const database = getDatabase();
  const [stored, account, timeZone] = await Promise.all([
    readStoredMail(database.db, config.sessionSecret),
    getAccount(database, admin.id),
    storeTimeZone(database),
  ]);
  const { saved } = stored;
  return {
    serverSet: config.alerts ? serverFromSmtpUrl(config.alerts) : null,
    saved: saved
      ? {
          host: saved.host,
          port: saved.port,
          security: saved.security,
          username: saved.username,
          from: saved.from,
          notify: saved.notify,
        }
      : null,
    version: stored.version,
    passwordSaved: stored.passwordSaved,
    passwordUnreadable: stored.passwordUnreadable,
    updated:
      stored.updatedAt && stored.updatedBy
        ? { by: stored.updatedBy, when: formatStoreTime(stored.updatedAt, timeZone) }
        : null,
    verified: isRecentlyVerified(admin),
    verifyHref: verifyUrl(PATH),
    ownerEmail: account?.email ?? null,
    notice: new URL(request.url).searchParams.get("saved") === "1" ? ("saved" as const) : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requirePermission(request, "manage-settings");
  assertSameOrigin(request);
  const body = await readRequestBody(request, { maxBytes: 16 * 1024 });
  if (!body.ok) {
    return data<MailActionResult>({ intent: "save", message: body.message }, { status: body.status });
  }
  const { fields } = body;
  const config = getConfig();
  const database = getDatabase();
  const secret = config.sessionSecret;

  if (fields.intent === "test") {
    const account = await getAccount(database, admin.id);
    const stored = config.alerts ? null : await readStoredMail(database.db, secret);
    const alerted = config.alerts?.notify ?? stored?.saved?.notify ?? [];
    // The owner's own address; an account without one gets it at the alerted addresses.
    const to = account?.email ? [account.email] : alerted;
    if (to.length === 0) {
      return data<MailActionResult>(
        { intent: "test", test: { ok: false, answer: "No mail server is saved yet: save the settings first." } },
        { status: 409 },
      );
    }
    const store = await storeBrand(database);
    const result = await sendTestMail(database, {
      env: config.alerts,
      secret,
      to,
      storeName: store.name,
      fromName: `${store.name} website`,
    });
    return data<MailActionResult>(
      {
        intent: "test",
        test: result.ok ? { ok: true, to: result.to } : { ok: false, answer: result.answer, hint: result.hint },
      },
      { status: result.ok ? 200 : result.reason === "none" ? 409 : 502 },
    );
  }

  if (config.alerts) {
    return data<MailActionResult>(
      { intent: "save", message: "The mail server is set on the server (SMTP_URL), so it cannot be changed here." },
      { status: 409 },
    );
  }

  if (fields.intent === "preset") {
    // Without JavaScript: the chosen provider's host, port and security, the rest as typed; nothing saved.
    const typed = Object.fromEntries(
      MAIL_FIELDS.filter((f) => f !== "password").map((f) => [f, String(fields[f] ?? "")]),
    );
    const filled = applyPreset(
      { ...typed, host: typed.host ?? "", port: typed.port ?? "", security: typed.security ?? "" },
      String(fields.preset ?? ""),
    );
    return data<MailActionResult>({ intent: "preset", preset: String(fields.preset ?? ""), values: filled });
  }

  const submission = readSubmission(formValues(body), mailFormSchema);
  if (submission.status !== "success") {
    return data<MailActionResult>(
      { intent: "save", reply: submission.reply({ hideFields: MAIL_SECRET_FIELDS }) },
      { status: 422 },
    );
  }
  // A stolen session cookie alone must not redirect the store's mail or read its password's use.
  requireRecentVerification(request, admin, { next: PATH });
  const saved = await saveMailSettings(
    database,
    admin,
    secret,
    postedNumber(fields.version),
    mailFormValue(submission.value),
  );
  if (!saved.ok) {
    return data<MailActionResult>(
      { intent: "save", reply: submission.reply({ hideFields: MAIL_SECRET_FIELDS }), conflict: true },
      { status: 409 },
    );
  }
  // The next alert goes through what was just saved, without a restart.
  await refreshMailRoute();
  throw redirect(`${PATH}?saved=1`);
}

export default function MailSettings({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return <MailSettingsPage {...loaderData} result={actionData} busy={busy} />;
}
