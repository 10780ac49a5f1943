import { ArrowLeft } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import { PasskeySignIn } from "~/components/admin/passkey-sign-in";
import { staffTitle } from "~/components/admin/staff-title";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { getAccount } from "~/services/accounts/admins.server";
import { assertSameOrigin, loginRefusal, requireSignedIn } from "~/services/accounts/auth.server";
import { RECENT_VERIFICATION_MS, safeNext, verifyWith } from "~/services/accounts/recent-verification.server";
import { clientAddress } from "~/services/platform/client-address.server";
import { getConfig } from "~/services/platform/config.server";
import { getDatabase } from "~/services/platform/db.server";
import { fieldText, readRequestBody } from "~/services/platform/request-body.server";
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

type ActionResult = { field: "password" | "code"; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireSignedIn(request, { setup: true });
  assertSameOrigin(request);
  const body = await readRequestBody(request, { maxBytes: 8 * 1024 });
  if (!body.ok) return data<ActionResult>({ field: "password", message: body.message }, { status: body.status });
  const next = safeNext(fieldText(body.fields, "next", 200) || new URL(request.url).searchParams.get("next"));
  const method = fieldText(body.fields, "method", 20) === "app" ? "app" : "password";
  const field = method === "app" ? "code" : "password";
  const result = await verifyWith(
    request,
    admin,
    method === "app"
      ? { method, code: fieldText(body.fields, "code", 20) }
      : { method, password: fieldText(body.fields, "password", 1024) },
    { database: getDatabase(), secret: getConfig().sessionSecret, address: clientAddress(context) },
  );
  if (result.ok) throw redirect(next);
  if (result.reason === "wrong") {
    const message =
      method === "app"
        ? "That code is not right or was already used. Enter the newest code."
        : "That is not your password.";
    return data<ActionResult>({ field, message }, { status: 422 });
  }
  return data<ActionResult>({ field, message: result.message }, loginRefusal(result));
}

export default function AccountVerify({ loaderData, actionData }: Route.ComponentProps) {
  const { next, app, passkeys, minutes } = loaderData;
  const busy = useNavigation().state === "submitting";
  const error = (field: ActionResult["field"]) => (actionData?.field === field ? actionData.message : undefined);
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
