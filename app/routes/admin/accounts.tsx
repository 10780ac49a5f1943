import { ChevronRight } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { AccountStateBadges, RoleBadge } from "~/components/admin/account-badges";
import { adminStyles } from "~/components/admin/admin-styles";
import { FormMessage } from "~/components/admin/form-message";
import { InvitationList } from "~/components/admin/account/invitation-list";
import { InviteForm } from "~/components/admin/invite-form";
import { ShareLink, type SharedLink } from "~/components/admin/share-link";
import { CheckboxField } from "~/components/ui/field";
import { formatStoreTime } from "~/lib/time/admin-dates";
import { intentSchema, invitationSchema } from "~/lib/accounts/account-schemas";
import { readSubmission } from "~/lib/forms/submission";
import { type FormReply } from "~/lib/forms/reply";
import {
  listLinks,
  revokeLink,
  listAccounts,
  createInvitation,
  assertSameOrigin,
  requirePermission,
  requireRecentVerification,
  sharedLink,
  requiresTwoStep,
  setTwoStepRequired,
} from "~/services/accounts/index.server";
import { mailConfigured } from "~/services/mail/index.server";
import { storeBrand, storeTimeZone } from "~/services/settings/index.server";
import { clientAddress } from "~/services/platform/client-address.server";
import { getConfig } from "~/services/platform/config.server";
import { getDatabase } from "~/services/platform/db.server";
import { takeFlash } from "~/services/platform/flash.server";
import { formValues, readRequestBody } from "~/services/platform/request-body.server";
import type { Route } from "./+types/accounts";
import { staffTitle } from "~/components/admin/staff-title";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: staffTitle(matches, "Staff accounts") }];

/** The owner's screen: everyone's account, invitations, and the two-step rule. */
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "manage-accounts");
  const timeZone = await storeTimeZone();
  const database = getDatabase();
  const [accounts, invitations, required] = await Promise.all([
    listAccounts(database),
    listLinks(database, { kind: "invite" }),
    requiresTwoStep(database),
  ]);
  const { flash, headers } = await takeFlash(request);
  return data(
    {
      flash,
      required,
      accounts: accounts.map((a) => ({
        id: a.id,
        name: a.name?.trim() || a.username,
        username: a.username,
        role: a.role,
        status: a.status,
        twoStep: a.app || a.passkeys > 0,
        lastSignIn: a.lastSignInAt ? formatStoreTime(a.lastSignInAt, timeZone) : null,
      })),
      invitations: invitations.map((i) => ({
        id: i.id,
        name: i.name,
        role: i.role,
        state: i.state,
        expires: formatStoreTime(new Date(i.expiresMs).toISOString(), timeZone),
        by: i.createdBy,
      })),
    },
    { headers },
  );
}

type ActionResult =
  | { intent: "invite"; link: SharedLink }
  | { intent: "invite-invalid"; reply: FormReply }
  | { intent: "notice"; ok: boolean; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requirePermission(request, "manage-accounts");
  assertSameOrigin(request);
  const body = await readRequestBody(request, { maxBytes: 8 * 1024 });
  if (!body.ok)
    return data<ActionResult>({ intent: "notice", ok: false, message: body.message }, { status: body.status });
  const form = readSubmission(formValues(body), intentSchema);
  if (form.status !== "success") {
    return data<ActionResult>({ intent: "notice", ok: false, message: "Unknown action." }, { status: 400 });
  }
  const database = getDatabase();
  const address = clientAddress(context);
  const { intent } = form.value;
  if (intent === "invite") {
    // An invitation is a new way into the store's staff area: not on a session cookie alone.
    requireRecentVerification(request, admin, { next: "/admin/accounts" });
    const submission = readSubmission(formValues(body), invitationSchema);
    if (submission.status !== "success") {
      return data<ActionResult>({ intent: "invite-invalid", reply: submission.reply() }, { status: 422 });
    }
    const values = submission.value;
    const made = await createInvitation(database, getConfig().sessionSecret, admin, values, address, mailConfigured());
    if (!made.ok) {
      return data<ActionResult>(
        { intent: "invite-invalid", reply: submission.reply({ fieldErrors: { phone: [made.errors.phone] } }) },
        { status: 422 },
      );
    }
    return data<ActionResult>({
      intent: "invite",
      link: sharedLink(
        request,
        "invite",
        made,
        { name: values.name, email: values.email || null },
        await storeBrand(database),
      ),
    });
  }
  if (intent === "revoke") {
    const revoked = await revokeLink(database, admin, form.value.link, address);
    return data<ActionResult>(
      {
        intent: "notice",
        ok: revoked,
        message: revoked ? "Invitation revoked: its link no longer works." : "That invitation had already ended.",
      },
      { status: revoked ? 200 : 409 },
    );
  }
  if (intent === "policy") {
    const { required } = form.value;
    await setTwoStepRequired(database, admin, required, address);
    return data<ActionResult>({
      intent: "notice",
      ok: true,
      message: required
        ? "Two-step sign-in is required: anyone without it sets it up at their next sign-in."
        : "Two-step sign-in is optional.",
    });
  }
  return data<ActionResult>({ intent: "notice", ok: false, message: "Unknown action." }, { status: 400 });
}

export default function Accounts({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const invalid = actionData?.intent === "invite-invalid" ? actionData : undefined;
  return (
    <div className="mx-auto max-w-5xl">
      <p className={adminStyles.eyebrow}>Owner</p>
      <h1 className="mt-3 text-4xl sm:text-5xl">Staff accounts</h1>
      <p className="mt-3 max-w-2xl text-ink-soft">
        Who can sign in to the staff area, and what they may do. Staff run the day; owners also manage accounts,
        settings, exports, permanent deletes and backups.
      </p>
      {loaderData.flash && !actionData && (
        <FormMessage tone={loaderData.flash.tone} className="mt-4">
          {loaderData.flash.message}
        </FormMessage>
      )}
      {actionData?.intent === "notice" && (
        <FormMessage tone={actionData.ok ? "success" : "error"} className="mt-4">
          {actionData.message}
        </FormMessage>
      )}
      {actionData?.intent === "invite" && <ShareLink link={actionData.link} title="Invitation link made" />}

      <section aria-labelledby="people-title" className="mt-8">
        <h2 id="people-title" className="font-display text-2xl">
          People
        </h2>
        <ul className="mt-3 divide-y divide-line rounded-card border border-line bg-paper">
          {loaderData.accounts.map((a) => (
            <li key={a.id}>
              <Link to={`/admin/accounts/${a.id}`} className="flex min-h-16 items-center gap-3 p-4 hover:bg-ivory">
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold break-words">{a.name}</span>
                    <RoleBadge role={a.role} />
                    <AccountStateBadges status={a.status} twoStep={a.twoStep} />
                  </span>
                  <span className="mt-1 block text-sm break-words text-ink-soft">
                    {`${a.username} · ${a.lastSignIn ? `last signed in ${a.lastSignIn}` : "not signed in yet"}`}
                  </span>
                </span>
                <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="invite-title" className={`${adminStyles.panel} mt-8 p-4 sm:p-6`}>
        <h2 id="invite-title" className="font-display text-2xl">
          Invite a colleague
        </h2>
        <p className="mt-1 text-sm text-ink-soft">
          They get a link that works once, for 72 hours, to choose their username and password.
        </p>
        <InviteForm reply={invalid?.reply} busy={busy} />
      </section>

      <InvitationList invitations={loaderData.invitations} />

      <section aria-labelledby="rule-title" className={`${adminStyles.panel} mt-8 p-4 sm:p-6`}>
        <h2 id="rule-title" className="font-display text-2xl">
          Two-step sign-in for everyone
        </h2>
        <Form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="policy" />
          <CheckboxField
            name="required"
            defaultChecked={loaderData.required}
            label="Require two-step sign-in for every account"
            hint="Anyone without it is walked through setting it up at their next sign-in."
          />
          <button type="submit" className={adminStyles.primary} disabled={busy}>
            Save the rule
          </button>
        </Form>
      </section>
    </div>
  );
}
