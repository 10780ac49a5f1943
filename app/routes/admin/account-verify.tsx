import { ArrowLeft } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import { PasskeySignIn } from "~/components/admin/passkey-sign-in";
import { staffTitle } from "~/components/admin/staff-title";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { formRefusal, replyMessage, SECRET_FIELDS } from "~/lib/accounts/account-replies";
import { verifySchema } from "~/lib/accounts/account-schemas";
import { readSubmission } from "~/lib/forms/submission";
import { type FormReply } from "~/lib/forms/reply";
import {
  getAccount,
  assertSameOrigin,
  loginRefusal,
  requireSignedIn,
  verifyWith,
} from "~/services/accounts/index.server";
import { RECENT_VERIFICATION_MS, safeNext } from "~/lib/accounts/recent-verification";
import { clientAddress } from "~/services/platform/client-address.server";
import { getConfig } from "~/services/platform/config.server";
import { getDatabase } from "~/services/platform/db.server";
import { formValues, readRequestBody } from "~/services/platform/request-body.server";
import type { Route } from "./+types/account-verify";

// A refused password or code check says when to come back (Retry-After), as the login does.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: staffTitle(matches, "Confirm it is you") }];

/**
 * "Verify it's you": a change to how the account signs in (recent-verification.server.ts)
 * sends the browser here when the session has not proved who holds it in the last
 * 10 minutes. The password or an app code (forms, no JavaScript needed) or a passkey
 * (needs JavaScript) records the time on the session's row, then the browser goes back
 * to where it was going (`next`, a staff page).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireSignedIn(request, { setup: true });
  const account = (await getAccount(getDatabase(), admin.id))!;
  return {
    next: safeNext(new URL(request.url).searchParams.get("next")),
    app: account.app,
    passkeys: account.passkeys > 0,
    minutes: RECENT_VERIFICATION_MS / 60_000,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireSignedIn(request, { setup: true });
  assertSameOrigin(request);
  const body = await readRequestBody(request, { maxBytes: 8 * 1024 });
  if (!body.ok) return data(formRefusal(body.message), { status: body.status });
  const submission = readSubmission(formValues(body), verifySchema);
  if (submission.status !== "success") return data(submission.reply({ hideFields: SECRET_FIELDS }), { status: 422 });
  const { method, password, code } = submission.value;
  const next = safeNext(submission.value.next || new URL(request.url).searchParams.get("next"));
  const field = method === "app" ? "code" : "password";
  const result = await verifyWith(request, admin, method === "app" ? { method, code } : { method, password }, {
    database: getDatabase(),
    secret: getConfig().sessionSecret,
    address: clientAddress(context),
  });
  if (result.ok) throw redirect(next);
  const refused = (message: string) =>
    submission.reply({ fieldErrors: { [field]: [message] }, hideFields: SECRET_FIELDS });
  if (result.reason === "wrong") {
    const message =
      method === "app"
        ? "That code is not right or was already used. Enter the newest code."
        : "That is not your password.";
    return data(refused(message), { status: 422 });
  }
  return data(refused(result.message), loginRefusal(result));
}

export default function AccountVerify({ loaderData, actionData }: Route.ComponentProps) {
  const { next, app, passkeys, minutes } = loaderData;
  const busy = useNavigation().state === "submitting";
  const reply: FormReply | undefined = actionData;
  // A body that could not be read is said at the password, as before.
  const error = (field: "password" | "code") =>
    replyMessage(reply, field) ?? (field === "password" ? replyMessage(reply) : undefined);
  return (
    <div className="mx-auto max-w-xl">
      <Link to={next} className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brass-deep">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
        Back
      </Link>
      <p className={adminStyles.eyebrow}>My account</p>
      <h1 className="mt-3 text-4xl sm:text-5xl">Confirm it is you</h1>
      <p className="mt-3 text-ink-soft">
        Changing how you sign in needs your password, a code from your app or a passkey, given in the last {minutes}{" "}
        minutes. Then you go back to what you were doing.
      </p>

      <section aria-labelledby="verify-password" className={`${adminStyles.panel} mt-6 p-4 sm:p-6`}>
        <h2 id="verify-password" className="font-display text-2xl">
          With your password
        </h2>
        <Form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="method" value="password" />
          <input type="hidden" name="next" value={next} />
          <Field label="Your password" required error={error("password")}>
            <Input name="password" type="password" autoComplete="current-password" maxLength={1024} />
          </Field>
          <Button type="submit" variant="dark" size="compact" disabled={busy}>
            Confirm
          </Button>
        </Form>
      </section>

      {app && (
        <section aria-labelledby="verify-app" className={`${adminStyles.panel} mt-4 p-4 sm:p-6`}>
          <h2 id="verify-app" className="font-display text-2xl">
            Or a code from your app
          </h2>
          <Form method="post" className="mt-4 space-y-4">
            <input type="hidden" name="method" value="app" />
            <input type="hidden" name="next" value={next} />
            <Field label="Code from the app" required error={error("code")}>
              <Input name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]*" maxLength={7} />
            </Field>
            <Button type="submit" variant="dark" size="compact" disabled={busy}>
              Confirm with the code
            </Button>
          </Form>
        </section>
      )}

      {passkeys && <PasskeySignIn purpose="verify" next={next} className="mt-4" />}
    </div>
  );
}
