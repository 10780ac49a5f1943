import { Check, ChevronRight, MonitorSmartphone, ShieldCheck } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import { FormMessage } from "~/components/admin/form-message";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { NAME_MAX, PASSWORD_MIN_LENGTH } from "~/lib/accounts/account-fields";
import { formRefusal, replyMessage, SECRET_FIELDS } from "~/lib/accounts/account-replies";
import { intentSchema, languageSchema, passwordChangeSchema, profileSchema } from "~/lib/accounts/account-schemas";
import { LOCALES, LOCALE_NAME, LOCALE_TAG } from "~/lib/i18n/locale";
import { cn } from "~/lib/ui/cn";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, isRole } from "~/lib/accounts/roles";
import { EMAIL_MAX } from "~/lib/forms/field-limits";
import { readSubmission } from "~/lib/forms/submission";
import { type FormReply } from "~/lib/forms/reply";
import {
  getAccount,
  changePassword,
  setLanguage,
  updateProfile,
  assertSameOrigin,
  loginRefusal,
  requireAdmin,
  checkSessionPassword,
  markVerified,
  requireRecentVerification,
} from "~/services/accounts/index.server";
import { getConfig } from "~/services/platform/config.server";
import { clientAddress } from "~/services/platform/client-address.server";
import { getDatabase } from "~/services/platform/db.server";
import { formValues, readRequestBody } from "~/services/platform/request-body.server";
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
    language: admin.language,
  };
}

/** Which of the page's forms answered, with its reply (and, for a password changed, how many devices it signed out). */
type ActionResult = { form: "profile" | "password" | "language" | "none"; reply: FormReply; ended?: number };

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  assertSameOrigin(request);
  const body = await readRequestBody(request, { maxBytes: 8 * 1024 });
  if (!body.ok) return data<ActionResult>({ form: "none", reply: formRefusal(body.message) }, { status: body.status });
  const intent = readSubmission(formValues(body), intentSchema);
  const address = clientAddress(context);
  const database = getDatabase();
  if (intent.status === "success" && intent.value.intent === "profile") {
    const submission = readSubmission(formValues(body), profileSchema);
    // Reset links can be sent to the e-mail: changing it is changing a way in.
    const typedEmail = body.valueLists.email?.[0]?.trim() ?? "";
    if (typedEmail !== (admin.email ?? "")) requireRecentVerification(request, admin);
    if (submission.status !== "success") {
      return data<ActionResult>({ form: "profile", reply: submission.reply() }, { status: 422 });
    }
    await updateProfile(database, admin, submission.value, address);
    return data<ActionResult>({ form: "profile", reply: submission.reply() });
  }
  if (intent.status === "success" && intent.value.intent === "language") {
    // Not a sign-in factor: no "verify it's you".
    const submission = readSubmission(formValues(body), languageSchema);
    if (submission.status !== "success") {
      return data<ActionResult>({ form: "language", reply: submission.reply() }, { status: 422 });
    }
    await setLanguage(database, admin, submission.value, address);
    return data<ActionResult>({ form: "language", reply: submission.reply() });
  }
  if (intent.status === "success" && intent.value.intent === "password") {
    const submission = readSubmission(formValues(body), passwordChangeSchema);
    if (submission.status !== "success") {
      return data<ActionResult>(
        { form: "password", reply: submission.reply({ hideFields: SECRET_FIELDS }) },
        { status: 422 },
      );
    }
    const refused = (field: string, message: string) =>
      submission.reply({ fieldErrors: { [field]: [message] }, hideFields: SECRET_FIELDS });
    // The current password is the verification, checked through the login throttle like a login.
    const check = await checkSessionPassword(request, admin, submission.value.current, {
      database,
      secret: getConfig().sessionSecret,
      address,
      purpose: "password-change",
    });
    if (!check.ok) {
      const message = check.reason === "wrong" ? "That is not your current password." : check.message;
      return data<ActionResult>(
        { form: "password", reply: refused("current", message) },
        check.reason === "wrong" ? { status: 422 } : loginRefusal(check),
      );
    }
    await markVerified(database, admin);
    const result = await changePassword(database, admin, submission.value, admin.session.idHash, address);
    return result.ok
      ? data<ActionResult>({
          form: "password",
          reply: submission.reply({ hideFields: SECRET_FIELDS }),
          ended: result.endedSessions,
        })
      : data<ActionResult>({ form: "password", reply: refused(result.field, result.message) }, { status: 422 });
  }
  return data<ActionResult>({ form: "none", reply: formRefusal("Unknown action.") }, { status: 400 });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const profile = actionData?.form === "profile" ? actionData.reply : undefined;
  const password = actionData?.form === "password" ? actionData : undefined;
  const language = actionData?.form === "language" ? actionData.reply : undefined;
  const passwordError = (field: string) => replyMessage(password?.reply, field);
  // What was typed stays in a refused form (never a password: the replies hide them).
  const typed = (name: string, saved: string) => {
    const value = profile?.initialValue?.[name];
    return typeof value === "string" ? value : saved;
  };
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
        {actionData?.form === "none" && (
          <FormMessage tone="error" className="mt-3">
            {replyMessage(actionData.reply)}
          </FormMessage>
        )}
        {profile?.status === "success" && (
          <FormMessage tone="success" className="mt-3">
            Saved.
          </FormMessage>
        )}
        <Form method="post" className="mt-4 space-y-5">
          <input type="hidden" name="intent" value="profile" />
          <Field label="Name" optional error={replyMessage(profile, "name")}>
            <Input name="name" autoComplete="name" maxLength={NAME_MAX} defaultValue={typed("name", loaderData.name)} />
          </Field>
          <Field
            label="E-mail"
            optional
            hint="Invitations and reset links can be sent here."
            error={replyMessage(profile, "email")}
          >
            <Input
              name="email"
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX}
              defaultValue={typed("email", loaderData.email)}
            />
          </Field>
          <Button type="submit" variant="dark" size="compact" disabled={busy}>
            Save name and e-mail
          </Button>
        </Form>
      </section>

      <section aria-labelledby="language-title" className={`${adminStyles.panel} mt-6 p-4 sm:p-6`}>
        <h2 id="language-title" className="font-display text-2xl">
          Language
        </h2>
        <p className="mt-1 text-sm text-ink-soft">
          The language of your screens here. Only yours: colleagues choose their own. The counter&apos;s screens are
          being translated; until then they stay in English.
        </p>
        {language?.status === "success" && (
          <FormMessage tone="success" className="mt-3">
            Saved.
          </FormMessage>
        )}
        {language?.status === "error" && (
          <FormMessage tone="error" className="mt-3">
            {replyMessage(language, "language")}
          </FormMessage>
        )}
        {/* One tap: each language is its own button, named in its own script. */}
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="language" />
          <div role="group" aria-labelledby="language-title" className="grid grid-cols-3 gap-2 sm:max-w-md">
            {LOCALES.map((locale) => {
              const chosen = loaderData.language === locale;
              return (
                <button
                  key={locale}
                  type="submit"
                  name="language"
                  value={locale}
                  aria-pressed={chosen}
                  disabled={busy}
                  data-testid={`language-${locale}`}
                  className={cn(
                    "inline-flex min-h-12 items-center justify-center gap-1.5 rounded-card border px-3 text-base font-semibold",
                    chosen ? "border-ink bg-ink text-ivory" : "border-line bg-paper text-ink hover:border-ink",
                  )}
                >
                  {chosen && <Check aria-hidden="true" className="h-4 w-4 shrink-0" strokeWidth={2} />}
                  <span lang={LOCALE_TAG[locale]}>{LOCALE_NAME[locale]}</span>
                </button>
              );
            })}
          </div>
        </Form>
      </section>

      <section aria-labelledby="password-title" className={`${adminStyles.panel} mt-6 p-4 sm:p-6`}>
        <h2 id="password-title" className="font-display text-2xl">
          Password
        </h2>
        <p className="mt-1 text-sm text-ink-soft">Changing it signs out your other devices.</p>
        {password?.reply.status === "success" && password.ended !== undefined && (
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
