import { ChevronRight, MonitorSmartphone, ShieldCheck } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import { FormMessage } from "~/components/admin/form-message";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { EMAIL_MAX, NAME_MAX, PASSWORD_MIN_LENGTH } from "~/lib/accounts/account-fields";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, isRole } from "~/lib/accounts/roles";
import { changePassword, getAccount, updateProfile } from "~/services/accounts/admins.server";
import { assertSameOrigin, loginRefusal, requireAdmin } from "~/services/accounts/auth.server";
import {
  checkSessionPassword,
  markVerified,
  requireRecentVerification,
} from "~/services/accounts/recent-verification.server";
import { getConfig } from "~/services/platform/config.server";
import { clientAddress } from "~/services/platform/client-address.server";
import { getDatabase } from "~/services/platform/db.server";
import { fieldText, readRequestBody } from "~/services/platform/request-body.server";
import type { Route } from "./+types/account";
import { staffTitle } from "~/components/admin/staff-title";

// A refused password or code check says when to come back (Retry-After), as the login does.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: staffTitle(matches, "My account") }];

/** Everyone's own account: name and e-mail, password, and the way to two-step sign-in and devices. */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const account = (await getAccount(getDatabase(), admin.id))!;
  return {
    username: account.username,
    name: account.name ?? "",
    email: account.email ?? "",
    role: isRole(account.role) ? account.role : "staff",
    twoStep: account.app || account.passkeys > 0,
  };
}

type ActionResult =
  | { form: "profile"; ok: true }
  | { form: "profile"; ok: false; errors: { name?: string; email?: string } }
  | { form: "password"; ok: true; ended: number }
  | { form: "password"; ok: false; field: "current" | "password" | "confirm"; message: string }
  | { form: "none"; ok: false; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  assertSameOrigin(request);
  const body = await readRequestBody(request, { maxBytes: 8 * 1024 });
  if (!body.ok) return data<ActionResult>({ form: "none", ok: false, message: body.message }, { status: body.status });
  const text = (name: string) => fieldText(body.fields, name, 1024);
  const address = clientAddress(context);
  const database = getDatabase();
  if (text("intent") === "profile") {
    // Reset links can be sent to the e-mail: changing it is changing a way in.
    const email = text("email").trim();
    if (email !== (admin.email ?? "")) requireRecentVerification(request, admin);
    const result = await updateProfile(database, admin, { name: text("name"), email }, address);
    return data<ActionResult>({ form: "profile", ...result }, { status: result.ok ? 200 : 422 });
  }
  if (text("intent") === "password") {
    // The current password is the verification, checked through the login throttle like a login.
    const check = await checkSessionPassword(request, admin, text("current"), {
      database,
      secret: getConfig().sessionSecret,
      address,
      purpose: "password-change",
    });
    if (!check.ok) {
      const message = check.reason === "wrong" ? "That is not your current password." : check.message;
      return data<ActionResult>(
        { form: "password", ok: false, field: "current", message },
        check.reason === "wrong" ? { status: 422 } : loginRefusal(check),
      );
    }
    await markVerified(database, admin);
    const result = await changePassword(
      database,
      admin,
      { password: text("password"), confirm: text("confirm") },
      admin.session.idHash,
      address,
    );
    return result.ok
      ? data<ActionResult>({ form: "password", ok: true, ended: result.endedSessions })
      : data<ActionResult>({ form: "password", ...result }, { status: 422 });
  }
  return data<ActionResult>({ form: "none", ok: false, message: "Unknown action." }, { status: 400 });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const profile = actionData?.form === "profile" ? actionData : undefined;
  const password = actionData?.form === "password" ? actionData : undefined;
  const passwordError = (field: string) =>
    password && !password.ok && password.field === field ? password.message : undefined;
  return (
    <div className="mx-auto max-w-3xl">
      <p className={adminStyles.eyebrow}>My account</p>
      <h1 className="mt-3 text-4xl sm:text-5xl">{loaderData.name || loaderData.username}</h1>
      <p className="mt-3 text-ink-soft">
        Signed in as <strong className="font-semibold text-ink">{loaderData.username}</strong>,{" "}
        {ROLE_LABELS[loaderData.role]}: {ROLE_DESCRIPTIONS[loaderData.role]}
      </p>

      <nav aria-label="Account security" className="mt-6 grid gap-3 sm:grid-cols-2">
        <Link
          to="/admin/account/two-step"
          className={`${adminStyles.panel} flex min-h-16 items-center gap-3 p-4 hover:border-ink`}
        >
          <ShieldCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-brass-deep" strokeWidth={1.75} />
          <span className="flex-1">
            <span className="block font-semibold">Two-step sign-in</span>
            <span className="block text-sm text-ink-soft">{loaderData.twoStep ? "On" : "Off"}</span>
          </span>
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Link>
        <Link
          to="/admin/account/sessions"
          className={`${adminStyles.panel} flex min-h-16 items-center gap-3 p-4 hover:border-ink`}
        >
          <MonitorSmartphone aria-hidden="true" className="h-5 w-5 shrink-0 text-brass-deep" strokeWidth={1.75} />
          <span className="flex-1">
            <span className="block font-semibold">Signed-in devices</span>
            <span className="block text-sm text-ink-soft">See them, sign any out</span>
          </span>
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </nav>

      <section aria-labelledby="profile-title" className={`${adminStyles.panel} mt-8 p-4 sm:p-6`}>
        <h2 id="profile-title" className="font-display text-2xl">
          Name and e-mail
        </h2>
        {profile?.ok && (
          <FormMessage tone="success" className="mt-3">
            Saved.
          </FormMessage>
        )}
        <Form method="post" className="mt-4 space-y-5">
          <input type="hidden" name="intent" value="profile" />
          <Field label="Name" optional error={profile && !profile.ok ? profile.errors.name : undefined}>
            <Input name="name" autoComplete="name" maxLength={NAME_MAX} defaultValue={loaderData.name} />
          </Field>
          <Field
            label="E-mail"
            optional
            hint="Invitations and reset links can be sent here."
            error={profile && !profile.ok ? profile.errors.email : undefined}
          >
            <Input
              name="email"
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX}
              defaultValue={loaderData.email}
            />
          </Field>
          <Button type="submit" variant="dark" size="compact" disabled={busy}>
            Save name and e-mail
          </Button>
        </Form>
      </section>

      <section aria-labelledby="password-title" className={`${adminStyles.panel} mt-6 p-4 sm:p-6`}>
        <h2 id="password-title" className="font-display text-2xl">
          Password
        </h2>
        <p className="mt-1 text-sm text-ink-soft">Changing it signs out your other devices.</p>
        {password?.ok && (
          <FormMessage tone="success" className="mt-3">
            Password changed.{" "}
            {password.ended === 0
              ? "No other device was signed in."
              : `${password.ended} other ${password.ended === 1 ? "device was" : "devices were"} signed out.`}
          </FormMessage>
        )}
        <Form method="post" className="mt-4 space-y-5">
          <input type="hidden" name="intent" value="password" />
          <input type="hidden" name="username" autoComplete="username" value={loaderData.username} />
          <Field label="Current password" required error={passwordError("current")}>
            <Input name="current" type="password" autoComplete="current-password" maxLength={1024} />
          </Field>
          <Field
            label="New password"
            required
            error={passwordError("password")}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters; a few words make a good one.`}
          >
            <Input name="password" type="password" autoComplete="new-password" maxLength={256} />
          </Field>
          <Field label="New password again" required error={passwordError("confirm")}>
            <Input name="confirm" type="password" autoComplete="new-password" maxLength={256} />
          </Field>
          <Button type="submit" variant="dark" size="compact" disabled={busy}>
            Change password
          </Button>
        </Form>
      </section>
    </div>
  );
}
