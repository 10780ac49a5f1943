import { data, useNavigation } from "react-router";
import { TwoStepPage, type TwoStepResult } from "~/components/admin/account/two-step-page";
import { formRefusal, SECRET_FIELDS } from "~/lib/accounts/account-replies";
import { twoStepSchema } from "~/lib/accounts/account-schemas";
import { readSubmission } from "~/lib/forms/submission";
import { formatStoreTime } from "~/lib/time/admin-dates";
import {
  getAccount,
  assertSameOrigin,
  loginRefusal,
  requireSignedIn,
  listPasskeys,
  removePasskey,
  checkSessionCode,
  checkSessionPassword,
  markVerified,
  requireRecentVerification,
  promoteSession,
  confirmTotp,
  disableTotp,
  pendingCodeMatches,
  pendingTotp,
  renewRecoveryCodes,
  requiresTwoStep,
  startTotp,
} from "~/services/accounts/index.server";
import { storeBrand, storeTimeZone } from "~/services/settings/index.server";
import { clientAddress } from "~/services/platform/client-address.server";
import { getConfig } from "~/services/platform/config.server";
import { getDatabase } from "~/services/platform/db.server";
import { formValues, readRequestBody } from "~/services/platform/request-body.server";
import type { Route } from "./+types/account-two-step";
import { staffTitle } from "~/components/admin/staff-title";

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

type ActionResult = TwoStepResult;

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireSignedIn(request, { setup: true });
  assertSameOrigin(request);
  const body = await readRequestBody(request, { maxBytes: 8 * 1024 });
  if (!body.ok)
    return data<ActionResult>({ intent: "error", reply: formRefusal(body.message) }, { status: body.status });
  const submission = readSubmission(formValues(body), twoStepSchema);
  if (submission.status !== "success") {
    return data<ActionResult>(
      { intent: "error", reply: submission.reply({ hideFields: SECRET_FIELDS }) },
      { status: 422 },
    );
  }
  const form = submission.value;
  const database = getDatabase();
  const secret = getConfig().sessionSecret;
  const address = clientAddress(context);
  const { intent } = form;

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
      const reply = submission.reply({ fieldErrors: { code: [message] }, hideFields: SECRET_FIELDS });
      return data<ActionResult>(
        { intent: "totp-confirm", setup: { secret: setup.secret, qrSvg: setup.qrSvg }, reply },
        { status, headers },
      );
    };
    // Replacing an app that is on also takes a code from it (or a recovery code): the
    // new phone must not lock out the old one on a session's word alone.
    if ((await getAccount(database, admin.id))?.app) {
      const { current } = form;
      if (!current) return again("Enter a code from your current app, or a recovery code, to replace it.");
      // The new app's code first, so a mistyped one does not spend a recovery code.
      if (!(await pendingCodeMatches(database, secret, admin.id, form.code))) {
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
    const result = await confirmTotp(database, secret, admin, form.code, address);
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
    const check = await checkSessionPassword(request, admin, form.password, {
      ...checks,
      purpose: "app-off",
    });
    if (!check.ok) {
      const refusal = check.reason === "wrong" ? { status: 422 } : loginRefusal(check);
      const message = check.reason === "wrong" ? "That is not your current password." : check.message;
      const reply = submission.reply({ fieldErrors: { password: [message] }, hideFields: SECRET_FIELDS });
      return data<ActionResult>({ intent: "error", reply }, refusal);
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
    const removed = await removePasskey(database, admin, form.passkey, address);
    return data<ActionResult>(
      removed
        ? { intent: "done", message: "Passkey removed." }
        : { intent: "error", reply: formRefusal("That passkey was already removed.") },
      { status: removed ? 200 : 404 },
    );
  }
  return data<ActionResult>({ intent: "error", reply: formRefusal("Unknown action.") }, { status: 400 });
}

export default function TwoStep({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return <TwoStepPage {...loaderData} result={actionData} busy={busy} />;
}
