import { ArrowLeft } from "lucide-react";
import { data, Link, useNavigation } from "react-router";
import { AccountActions } from "~/components/admin/account-actions";
import { AccountStateBadges, RoleBadge } from "~/components/admin/account-badges";
import { adminStyles } from "~/components/admin/admin-styles";
import { DeviceList } from "~/components/admin/device-list";
import { FormMessage } from "~/components/admin/form-message";
import { ShareLink, type SharedLink } from "~/components/admin/share-link";
import { isRole } from "~/lib/accounts/roles";
import { formatStoreTime } from "~/lib/time/admin-dates";
import { intentSchema } from "~/lib/accounts/account-schemas";
import { readSubmission } from "~/lib/forms/submission";
import {
  getAccount,
  changeAccount,
  clearTwoStepOf,
  endAccountSessions,
  createResetLink,
  assertSameOrigin,
  requirePermission,
  requireRecentVerification,
  deviceRows,
  sharedLink,
  endDeviceSession,
  type AccountChange,
} from "~/services/accounts/index.server";
import { mailConfigured } from "~/services/mail/index.server";
import { storeBrand, storeTimeZone } from "~/services/settings/index.server";
import { clientAddress } from "~/services/platform/client-address.server";
import { getConfig } from "~/services/platform/config.server";
import { getDatabase } from "~/services/platform/db.server";
import { redirectWithFlash } from "~/services/platform/flash.server";
import { formValues, readRequestBody } from "~/services/platform/request-body.server";
import type { Route } from "./+types/accounts.$id";
import { staffTitle } from "~/components/admin/staff-title";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: staffTitle(matches, loaderData?.account.name ?? "Account", "Staff accounts") },
];

function accountId(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value)) throw data(null, { status: 404 });
  return Number(value);
}

/** The owner's page of one account: role, access, password reset link, two-step, devices. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requirePermission(request, "manage-accounts");
  const timeZone = await storeTimeZone();
  const id = accountId(params.id);
  const database = getDatabase();
  const account = await getAccount(database, id);
  if (!account) throw data(null, { status: 404 });
  return {
    self: id === admin.id,
    account: {
      id: account.id,
      version: account.version,
      name: account.name?.trim() || account.username,
      username: account.username,
      email: account.email,
      role: isRole(account.role) ? account.role : "staff",
      status: account.status,
      twoStep: account.app || account.passkeys > 0,
      methods: [account.app && "authenticator app", account.passkeys > 0 && `${account.passkeys} passkey(s)`]
        .filter(Boolean)
        .join(", "),
      created: formatStoreTime(account.createdAt, timeZone),
      lastSignIn: account.lastSignInAt ? formatStoreTime(account.lastSignInAt, timeZone) : null,
    },
    devices: await deviceRows(database, id, id === admin.id ? admin.session.handle : null, clientAddress(context)),
  };
}

type ActionResult = { ok: boolean; message: string; link?: SharedLink };

const REFUSALS: Record<string, string> = {
  conflict: "Someone changed this account since you opened it: nothing was changed. Look again and retry.",
  "last-owner": "The store needs at least one active owner: make someone else an owner first.",
  self: "You cannot do this to your own account here.",
  invalid: "Choose Owner or Staff.",
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requirePermission(request, "manage-accounts");
  assertSameOrigin(request);
  const id = accountId(params.id);
  const body = await readRequestBody(request, { maxBytes: 4 * 1024 });
  if (!body.ok) return data<ActionResult>({ ok: false, message: body.message }, { status: body.status });
  // Buttons and hidden fields only: what they carry is checked by the service (a role, a version, a device).
  const form = readSubmission(formValues(body), intentSchema);
  if (form.status !== "success") return data<ActionResult>({ ok: false, message: "Unknown action." }, { status: 400 });
  const database = getDatabase();
  const address = clientAddress(context);
  const { intent, version, role } = form.value;

  if (intent === "role" || intent === "disable" || intent === "enable" || intent === "delete") {
    const change: AccountChange =
      intent === "role" ? { kind: "role", role: isRole(role) ? role : ("" as never) } : { kind: intent };
    const result = await changeAccount(database, admin, id, version, change, address);
    if (!result.ok) {
      if (result.reason === "not-found") throw data(null, { status: 404 });
      return data<ActionResult>({ ok: false, message: REFUSALS[result.reason]! }, { status: 409 });
    }
    if (intent === "delete") {
      throw await redirectWithFlash(request, "/admin/accounts", {
        tone: "success",
        message: `${result.name}’s account was deleted.`,
      });
    }
    const words = {
      role: "Role changed.",
      disable: `${result.name} is disabled and signed out everywhere.`,
      enable: `${result.name} can sign in again.`,
    };
    return data<ActionResult>({ ok: true, message: words[intent] });
  }
  // A reset link or cleared two-step opens another account to whoever holds this
  // session: like a change to one's own factors, it needs a recent verification.
  if (intent === "reset-link" || intent === "clear-two-step") {
    requireRecentVerification(request, admin, { next: `/admin/accounts/${id}` });
  }
  if (intent === "reset-link") {
    const made = await createResetLink(database, getConfig().sessionSecret, admin, id, address, mailConfigured());
    if (!made) throw data(null, { status: 404 });
    const account = (await getAccount(database, id))!;
    const link = sharedLink(
      request,
      "reset",
      made,
      { name: account.name?.trim() || account.username, email: account.email },
      await storeBrand(database),
    );
    return data<ActionResult>({ ok: true, message: "", link });
  }
  if (intent === "end-sessions") {
    const ended = await endAccountSessions(
      database,
      admin,
      id,
      address,
      id === admin.id ? admin.session.idHash : undefined,
    );
    if (ended === null) throw data(null, { status: 404 });
    return data<ActionResult>({ ok: true, message: `${ended} ${ended === 1 ? "device" : "devices"} signed out.` });
  }
  if (intent === "end-session") {
    const ended = await endDeviceSession(database, admin, id, form.value.session, address);
    return data<ActionResult>({
      ok: ended,
      message: ended ? "That device is signed out." : "That device was already signed out.",
    });
  }
  if (intent === "clear-two-step") {
    const cleared = await clearTwoStepOf(database, admin, id, address);
    if (!cleared) throw data(null, { status: 404 });
    return data<ActionResult>({ ok: true, message: "Two-step sign-in cleared." });
  }
  return data<ActionResult>({ ok: false, message: "Unknown action." }, { status: 400 });
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { account: a, self, devices } = loaderData;
  return (
    <div className="mx-auto max-w-3xl">
      <Link
        to="/admin/accounts"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brass-deep"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
        Staff accounts
      </Link>
      <p className={adminStyles.eyebrow}>Account</p>
      <h1 className="mt-3 text-4xl break-words sm:text-5xl">{a.name}</h1>
      <p className="mt-3 flex flex-wrap items-center gap-2">
        <RoleBadge role={a.role} />
        <AccountStateBadges status={a.status} twoStep={a.twoStep} />
        {self && <span className="text-sm text-ink-soft">This is you.</span>}
      </p>
      {actionData?.link && <ShareLink link={actionData.link} title="Password reset link made" />}
      {actionData && !actionData.link && (
        <FormMessage tone={actionData.ok ? "success" : "error"} className="mt-4">
          {actionData.message}
        </FormMessage>
      )}
      <dl className={`${adminStyles.panel} mt-6 grid grid-cols-[8rem_1fr] gap-x-3 gap-y-2 p-4 text-sm sm:p-5`}>
        <dt className="text-ink-soft">Username</dt>
        <dd className="break-words">{a.username}</dd>
        <dt className="text-ink-soft">E-mail</dt>
        <dd className="break-words">{a.email ?? "None"}</dd>
        <dt className="text-ink-soft">Two-step</dt>
        <dd>{a.methods || "Off"}</dd>
        <dt className="text-ink-soft">Since</dt>
        <dd>{a.created}</dd>
        <dt className="text-ink-soft">Last sign-in</dt>
        <dd>{a.lastSignIn ?? "Not yet"}</dd>
      </dl>
      <section aria-labelledby="access-title" className="mt-8">
        <h2 id="access-title" className="font-display text-2xl">
          Access
        </h2>
        <AccountActions account={a} self={self} busy={busy} />
      </section>
      <section aria-labelledby="devices-title" className="mt-8">
        <h2 id="devices-title" className="font-display text-2xl">
          Signed-in devices
        </h2>
        <DeviceList devices={devices} />
      </section>
    </div>
  );
}
