import { ArrowLeft, Trash2 } from "lucide-react";
import { Form, Link } from "react-router";
import { AddPasskey } from "~/components/admin/add-passkey";
import { adminStyles } from "~/components/admin/admin-styles";
import { FormMessage } from "~/components/admin/form-message";
import { RecoveryCodeList } from "~/components/admin/recovery-code-list";
import { TotpDisable, TotpSetup, type TotpSetupView } from "~/components/admin/totp-panel";
import { replyMessage } from "~/lib/accounts/account-replies";
import { replyErrors, type FormReply } from "~/lib/forms/reply";

/** What the two-step page's forms answer. */
export type TwoStepResult =
  | { intent: "totp-start"; setup: TotpSetupView }
  | { intent: "totp-confirm"; setup: TotpSetupView; reply: FormReply }
  | { intent: "codes"; codes: string[]; message: string }
  | { intent: "done"; message: string }
  | { intent: "error"; reply: FormReply };

export type PasskeyRow = { id: number; name: string; added: string | null; lastUsed: string | null };

/**
 * One's own second factors (routes/admin/account-two-step.tsx): the authenticator
 * app, passkeys and recovery codes, each a plain form; a refused one answers with its
 * reply, its message next to the field it is about.
 */
export function TwoStepPage({
  setupOnly,
  required,
  app,
  codesLeft,
  passkeys,
  result: actionData,
  busy,
}: {
  setupOnly: boolean;
  required: boolean;
  app: boolean;
  codesLeft: number;
  passkeys: PasskeyRow[];
  result: TwoStepResult | undefined;
  busy: boolean;
}) {
  const setup = actionData && "setup" in actionData ? actionData.setup : null;
  const on = app || passkeys.length > 0;
  const error = actionData?.intent === "error" ? actionData.reply : undefined;
  // The password's refusal is said inside "Turn off"; any other in the banner.
  const banner =
    actionData?.intent === "codes" || actionData?.intent === "done"
      ? actionData.message
      : error && !replyMessage(error, "password")
        ? (replyMessage(error) ?? Object.values(replyErrors(error))[0])
        : undefined;
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
      {banner && (
        <FormMessage tone={error ? "error" : "success"} className="mt-4">
          {banner}
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
            error={actionData?.intent === "totp-confirm" ? replyMessage(actionData.reply, "code") : undefined}
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
        {app && <TotpDisable busy={busy} error={replyMessage(error, "password")} />}
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
