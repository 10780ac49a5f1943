import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { FormMessage } from "./form-message";

export type TotpSetupView = { secret: string; qrSvg: string };

/**
 * Setting up an authenticator app: the QR code (drawn on the server as SVG; the
 * secret never leaves this page for another service) and the same secret as text
 * for typing in, shown this once, then the first code to prove it was copied right.
 */
export function TotpSetup({
  setup,
  error,
  busy,
  replacing = false,
}: {
  setup: TotpSetupView;
  error?: string;
  busy: boolean;
  /** An app is on: moving to a new one also takes a code from the current one (or a recovery code). */
  replacing?: boolean;
}) {
  const grouped = setup.secret.match(/.{1,4}/g)?.join(" ") ?? setup.secret;
  return (
    <div className="mt-4 grid gap-6 sm:grid-cols-[12rem_1fr]">
      <div
        role="img"
        aria-label="QR code of the authenticator app's key"
        className="w-48 rounded-card border border-line bg-white p-2 [&_svg]:h-auto [&_svg]:w-full"
        // The SVG is drawn on this server from this page's own key (qrcode), no input of anyone else's.
        dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
      />
      <div>
        <ol className="list-decimal space-y-2 pl-5 text-sm">
          <li>Open your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).</li>
          <li>Scan the code, or type this key in:</li>
        </ol>
        <p className="mt-2 font-mono text-lg tracking-wide break-all" data-testid="totp-secret">
          {grouped}
        </p>
        <p className="mt-1 text-xs text-ink-soft">It is shown only now.</p>
        <Form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="totp-confirm" />
          <Field label="The six-digit code the app shows" required error={error}>
            <Input name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]*" maxLength={7} />
          </Field>
          {replacing && (
            <Field
              label="A code from your current app, or a recovery code"
              required
              hint="The app you are replacing still works until this is done."
            >
              <Input name="current" autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={40} />
            </Field>
          )}
          <Button type="submit" variant="dark" size="compact" disabled={busy}>
            {replacing ? "Replace the app" : "Turn on"}
          </Button>
        </Form>
      </div>
    </div>
  );
}

/** Turning the app off asks for the password again. */
export function TotpDisable({ error, busy }: { error?: string; busy: boolean }) {
  return (
    <details className="mt-4">
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-danger">
        Turn off the authenticator app
      </summary>
      {error && (
        <FormMessage tone="error" className="mt-2">
          {error}
        </FormMessage>
      )}
      <Form method="post" className="mt-2 space-y-4">
        <input type="hidden" name="intent" value="totp-disable" />
        <Field label="Your password" required>
          <Input name="password" type="password" autoComplete="current-password" maxLength={1024} />
        </Field>
        <Button type="submit" variant="danger" size="compact" disabled={busy}>
          Turn off
        </Button>
      </Form>
    </details>
  );
}
