import { ArrowLeft, Trash2 } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { AddPasskey } from "~/components/admin/add-passkey";
import { adminStyles } from "~/components/admin/admin-styles";
import { FormMessage } from "~/components/admin/form-message";
import { RecoveryCodeList } from "~/components/admin/recovery-code-list";
import { TotpDisable, TotpSetup } from "~/components/admin/totp-panel";
import { formatStoreTime } from "~/lib/time/admin-dates";
import { getAccount } from "~/services/accounts/admins.server";
import { assertSameOrigin, loginRefusal, requireSignedIn } from "~/services/accounts/auth.server";
import { listPasskeys, removePasskey } from "~/services/accounts/passkeys.server";
import {
  checkSessionCode,
  checkSessionPassword,
  markVerified,
  requireRecentVerification,
} from "~/services/accounts/recent-verification.server";
import { promoteSession } from "~/services/accounts/sessions.server";
import {
  confirmTotp,
  disableTotp,
  pendingCodeMatches,
  pendingTotp,
  renewRecoveryCodes,
  requiresTwoStep,
  startTotp,
} from "~/services/accounts/two-step.server";
import { clientAddress } from "~/services/platform/client-address.server";
import { getConfig } from "~/services/platform/config.server";
import { getDatabase } from "~/services/platform/db.server";
import { fieldText, readRequestBody } from "~/services/platform/request-body.server";
import type { Route } from "./+types/account-two-step";
import { staffTitle } from "~/components/admin/staff-title";
import { storeBrand, storeTimeZone } from "~/services/settings/settings.server";

// A refused password or code check says when to come back (Retry-After), as the login does.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: staffTitle(matches, "Two-step sign-in") }];

/**
 * One's own second factors: an authenticator app (with ten recovery codes) and
 * passkeys. A session that signed in while the owner requires two-step sign-in, on
 * an account without it, can reach only this page until one is set up.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireSignedIn(request, { setup: true });
  const timeZone = await storeTimeZone();
  const database = getDatabase();
  const account = (await getAccount(database, admin.id))!;
  const passkeys = await listPasskeys(database, admin.id);
  const when = (ms: number | null) => (ms === null ? null : formatStoreTime(new Date(ms).toISOString(), timeZone));
  return {
    setupOnly: admin.session.stage === "setup",
    required: await requiresTwoStep(database),
    app: account.app,
    codesLeft: account.recoveryCodesLeft,
    passkeys: passkeys.map((p) => ({ ...p, added: when(p.createdMs), lastUsed: when(p.lastUsedMs) })),
  };
}

type ActionResult =
  | { intent: "totp-start"; setup: { secret: string; qrSvg: string } }
  | { intent: "totp-confirm"; ok: false; setup: { secret: string; qrSvg: string }; message: string }
  | { intent: "codes"; codes: string[]; message: string }
  | { intent: "done"; message: string }
  | { intent: "error"; message: string; field?: "disable" };

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireSignedIn(request, { setup: true });
  assertSameOrigin(request);
  const body = await readRequestBody(request, { maxBytes: 8 * 1024 });
  if (!body.ok) return data<ActionResult>({ intent: "error", message: body.message }, { status: body.status });
  const database = getDatabase();
  const secret = getConfig().sessionSecret;
  const address = clientAddress(context);
  const intent = fieldText(body.fields, "intent", 40);

  // Every change below is a change to how the account signs in: a stolen session
  // cookie alone must not make one (the step: /admin/account/verify).
  if (["totp-start", "totp-confirm", "codes-renew", "passkey-remove"].includes(intent)) {
    requireRecentVerification(request, admin);
  }
  const checks = { database, secret, address };

  if (intent === "totp-start") {
    const setup = await startTotp(database, secret, admin, (await storeBrand(database)).name);
    return data<ActionResult>({ intent: "totp-start", setup: { secret: setup.secret, qrSvg: setup.qrSvg } });
  }
  if (intent === "totp-confirm") {
    const storeName = (await storeBrand(database)).name;
    const again = async (message: string, status = 422, headers?: Record<string, string>) => {
      // The same key again, so a mistyped code does not mean scanning a new one.
      const setup =
        (await pendingTotp(database, secret, admin, storeName)) ??
        (await startTotp(database, secret, admin, storeName));
      return data<ActionResult>(
        { intent: "totp-confirm", ok: false, setup: { secret: setup.secret, qrSvg: setup.qrSvg }, message },
        { status, headers },
      );
    };
    // Replacing an app that is on also takes a code from it (or a recovery code): the
    // new phone must not lock out the old one on a session's word alone.
    if ((await getAccount(database, admin.id))?.app) {
      const current = fieldText(body.fields, "current", 40);
      if (!current) return again("Enter a code from your current app, or a recovery code, to replace it.");
      // The new app's code first, so a mistyped one does not spend a recovery code.
      if (!(await pendingCodeMatches(database, secret, admin.id, fieldText(body.fields, "code", 20)))) {
        return again("That code from the new app does not match. Try the newest code.");
      }
      const check = await checkSessionCode(
        request,
        admin,
        { method: "either", code: current },
        { ...checks, purpose: "replace-app" },
      );
      if (!check.ok) {
        if (check.reason === "wrong") {
          return again("That code from your current app, or recovery code, is not right or was already used.");
        }
        const refusal = loginRefusal(check);
        return again(check.message, refusal.status, refusal.headers);
      }
    }
    const result = await confirmTotp(database, secret, admin, fieldText(body.fields, "code", 20), address);
    if (!result.ok) return again(result.message);
    if (admin.session.stage === "setup") await promoteSession(database, admin.session.idHash);
    return data<ActionResult>({
      intent: "codes",
      codes: result.recoveryCodes,
      message: "The authenticator app is on.",
    });
  }
  if (intent === "totp-disable") {
    // The password asked here is itself the verification, checked through the login throttle.
    const check = await checkSessionPassword(request, admin, fieldText(body.fields, "password", 1024), {
      ...checks,
      purpose: "app-off",
    });
    if (!check.ok) {
      const refusal = check.reason === "wrong" ? { status: 422 } : loginRefusal(check);
      const message = check.reason === "wrong" ? "That is not your current password." : check.message;
      return data<ActionResult>({ intent: "error", field: "disable", message }, refusal);
    }
    await markVerified(database, admin);
    await disableTotp(database, admin, address);
    return data<ActionResult>({
      intent: "done",
      message: "The authenticator app is off, and its recovery codes with it.",
    });
  }
  if (intent === "codes-renew") {
    const codes = await renewRecoveryCodes(database, admin, address);
    return data<ActionResult>({
      intent: "codes",
      codes,
      message: "New recovery codes made: the old ones no longer work.",
    });
  }
  if (intent === "passkey-remove") {
    const removed = await removePasskey(database, admin, Number(fieldText(body.fields, "passkey", 12)), address);
    return data<ActionResult>(
      removed
        ? { intent: "done", message: "Passkey removed." }
        : { intent: "error", message: "That passkey was already removed." },
      { status: removed ? 200 : 404 },
    );
  }
  return data<ActionResult>({ intent: "error", message: "Unknown action." }, { status: 400 });
}

export default function TwoStep({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { setupOnly, required, app, codesLeft, passkeys } = loaderData;
  const setup = actionData && "setup" in actionData ? actionData.setup : null;
  const on = app || passkeys.length > 0;
  return (
    <div className="mx-auto max-w-3xl">
      {!setupOnly && (
        <Link
          to="/admin/account"
          className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brass-deep"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
          My account
        </Link>
      )}
      <p className={adminStyles.eyebrow}>My account</p>
      <h1 className="mt-3 text-4xl sm:text-5xl">Two-step sign-in</h1>
      <p className="mt-3 text-ink-soft">
        A password and something only you hold: a code from an app on your phone, or a passkey. A stolen password alone
        then opens nothing.
      </p>
      <p className="mt-2 text-sm text-ink-soft">
        Changes here ask you to confirm it is you (your password, an app code or a passkey) if you have not in the last
        10 minutes.
      </p>
      {setupOnly && !on && (
        <FormMessage tone="error" className="mt-4">
          The owner requires two-step sign-in for every account. Set up an authenticator app or a passkey to continue.
        </FormMessage>
      )}
      {setupOnly && on && (
        <FormMessage tone="success" className="mt-4">
          Two-step sign-in is on.{" "}
          <Link to="/admin/dashboard" className="font-semibold underline">
            Continue to the dashboard
          </Link>
        </FormMessage>
      )}
      {!setupOnly && required && <p className="mt-2 text-sm text-ink-soft">The owner requires it for every account.</p>}
      {actionData &&
        "message" in actionData &&
        actionData.intent !== "totp-confirm" &&
        !("field" in actionData && actionData.field) && (
          <FormMessage tone={actionData.intent === "error" ? "error" : "success"} className="mt-4">
            {actionData.message}
          </FormMessage>
        )}
      {actionData?.intent === "codes" && <RecoveryCodeList codes={actionData.codes} />}

      <section aria-labelledby="app-title" className={`${adminStyles.panel} mt-8 p-4 sm:p-6`}>
        <h2 id="app-title" className="font-display text-2xl">
          Authenticator app
        </h2>
        <p className="mt-1 text-sm text-ink-soft">{app ? "On." : "Off."}</p>
        {setup && (
          <TotpSetup
            setup={setup}
            busy={busy}
            replacing={app}
            error={actionData?.intent === "totp-confirm" ? actionData.message : undefined}
          />
        )}
        {!app && !setup && (
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="totp-start" />
            <button type="submit" className={adminStyles.primary} disabled={busy}>
              Set up an authenticator app
            </button>
          </Form>
        )}
        {app && !setup && (
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="totp-start" />
            <button type="submit" className={adminStyles.secondary} disabled={busy}>
              Move to a new phone
            </button>
          </Form>
        )}
        {app && (
          <TotpDisable busy={busy} error={actionData && "field" in actionData ? actionData.message : undefined} />
        )}
      </section>

      <section aria-labelledby="passkeys-title" className={`${adminStyles.panel} mt-6 p-4 sm:p-6`}>
        <h2 id="passkeys-title" className="font-display text-2xl">
          Passkeys
        </h2>
        <p className="mt-1 text-sm text-ink-soft">
          Sign in with your phone&apos;s or computer&apos;s lock screen, no password to type.
        </p>
        {passkeys.length > 0 && (
          <ul className="mt-4 divide-y divide-line rounded-card border border-line">
            {passkeys.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center gap-3 p-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words">{p.name}</p>
                  <p className="text-sm text-ink-soft">
                    Added {p.added}
                    {p.lastUsed ? ` · last used ${p.lastUsed}` : " · not used yet"}
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="passkey-remove" />
                  <input type="hidden" name="passkey" value={p.id} />
                  <button type="submit" className={adminStyles.danger} aria-label={`Remove passkey ${p.name}`}>
                    <Trash2 aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
                    Remove
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <AddPasskey />
      </section>

      {on && (
        <section aria-labelledby="codes-title" className={`${adminStyles.panel} mt-6 p-4 sm:p-6`}>
          <h2 id="codes-title" className="font-display text-2xl">
            Recovery codes
          </h2>
          <p className="mt-1 text-sm text-ink-soft">
            {codesLeft} of 10 left. Each signs you in once without your phone.
          </p>
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="codes-renew" />
            <button type="submit" className={adminStyles.secondary} disabled={busy}>
              Make new recovery codes
            </button>
          </Form>
        </section>
      )}
    </div>
  );
}
