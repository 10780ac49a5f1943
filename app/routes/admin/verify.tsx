import { KeyRound } from "lucide-react";
import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import { AuthCard, AuthMessage, authTitle } from "~/components/admin/auth-card";
import { PasskeySignIn } from "~/components/admin/passkey-sign-in";
import { staffStylesheets } from "~/components/admin/staff-stylesheets";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import {
  assertSameOrigin,
  loginCookieHeaders,
  loginRefusal,
  pendingSignIn,
  verifySecondStep,
} from "~/services/accounts/index.server";
import { storeBrand } from "~/services/settings/index.server";
import { clientAddress } from "~/services/platform/client-address.server";
import { getConfig } from "~/services/platform/config.server";
import { getDatabase } from "~/services/platform/db.server";
import { formValues, readRequestBody } from "~/services/platform/request-body.server";
import { formRefusal, replyMessage, SECRET_FIELDS } from "~/lib/accounts/account-replies";
import { secondStepSchema } from "~/lib/accounts/account-schemas";
import { readSubmission } from "~/lib/forms/submission";
import { type FormReply } from "~/lib/forms/reply";
import type { Route } from "./+types/verify";

export const links: Route.LinksFunction = staffStylesheets;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: authTitle("Second step", loaderData?.brand) },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * The second step of a sign-in whose password was right: a code from the
 * authenticator app, a recovery code, or a passkey of the account. Works without
 * JavaScript (but the passkey). After five wrong codes, or five minutes, the
 * password must be entered again.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const pending = await pendingSignIn(request, getDatabase(), getConfig().sessionSecret);
  if (!pending) throw redirect("/admin?notice=expired");
  const recovery = new URL(request.url).searchParams.get("method") === "recovery" || !pending.app;
  return { brand: await storeBrand(), app: pending.app, passkeys: pending.passkeys > 0, recovery };
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const body = await readRequestBody(request, { maxBytes: 4 * 1024 });
  if (!body.ok) return data(formRefusal(body.message), { status: body.status, headers: body.headers });
  const submission = readSubmission(formValues(body), secondStepSchema);
  if (submission.status !== "success") return data(submission.reply({ hideFields: SECRET_FIELDS }), { status: 422 });
  const { method, code } = submission.value;
  const result = await verifySecondStep(
    request,
    { method, code, address: clientAddress(context) },
    { database: getDatabase(), secret: getConfig().sessionSecret },
  );
  if (result.ok) throw redirect(href("/admin/dashboard"), { headers: loginCookieHeaders(result) });
  if (result.reason === "expired") throw redirect("/admin?notice=expired");
  const refused = (message: string) => submission.reply({ formErrors: [message], hideFields: SECRET_FIELDS });
  if (result.reason === "throttled") return data(refused(result.message), loginRefusal(result));
  const left = `${result.attemptsLeft} ${result.attemptsLeft === 1 ? "try" : "tries"} left`;
  return data(
    refused(
      method === "app"
        ? `That code is not right or was already used. Enter the newest code (${left}).`
        : `That recovery code is not right or was already used (${left}).`,
    ),
    { status: 401 },
  );
}

export default function Verify({ loaderData, actionData }: Route.ComponentProps) {
  const { app, passkeys, recovery } = loaderData;
  const busy = useNavigation().state === "submitting";
  const reply: FormReply | undefined = actionData;
  // The whole form's message, or the code field's (a code longer than any real one).
  const message = replyMessage(reply) ?? replyMessage(reply, "code");
  return (
    <AuthCard
      brand={loaderData.brand}
      Icon={KeyRound}
      title="Second step"
      lead={recovery ? "Enter one of your recovery codes." : "Enter the six-digit code from your authenticator app."}
      footer={
        <a href="/admin" className="underline-offset-4 hover:underline">
          Start again with your password
        </a>
      }
    >
      {message && <AuthMessage tone="error">{message}</AuthMessage>}
      <Form method="post" className="mt-6 space-y-5">
        <input type="hidden" name="method" value={recovery ? "recovery" : "app"} />
        {recovery ? (
          <Field label="Recovery code" hint="24 letters and digits; the dashes may be left out.">
            <Input
              name="code"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={40}
              required
              autoFocus
            />
          </Field>
        ) : (
          <Field label="Code from the app">
            <Input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]*"
              maxLength={7}
              required
              autoFocus
            />
          </Field>
        )}
        <Button type="submit" variant="dark" size="lg" disabled={busy} className="w-full">
          Continue
        </Button>
      </Form>
      {passkeys && <PasskeySignIn purpose="second-step" className="mt-3" />}
      <p className="mt-4 text-sm">
        {recovery && app ? (
          <Link to="?" className="text-brass-deep underline underline-offset-4">
            Use the authenticator app instead
          </Link>
        ) : (
          !recovery && (
            <Link to="?method=recovery" className="text-brass-deep underline underline-offset-4">
              Lost your phone? Use a recovery code
            </Link>
          )
        )}
      </p>
    </AuthCard>
  );
}
