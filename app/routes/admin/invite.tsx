import { UserPlus } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";
import { AuthCard, AuthMessage, authTitle, brandOf } from "~/components/admin/auth-card";
import { endedStatus, LinkEnded, type EndedState } from "~/components/admin/link-state";
import { staffStylesheets } from "~/components/admin/staff-stylesheets";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { ROLE_LABELS, isRole } from "~/lib/accounts/roles";
import { checkLink, acceptInvitation, assertSameOrigin } from "~/services/accounts/index.server";
import { storeBrand } from "~/services/settings/index.server";
import { PASSWORD_MIN_LENGTH } from "~/lib/accounts/account-fields";
import { formRefusal, replyMessage, SECRET_FIELDS } from "~/lib/accounts/account-replies";
import { acceptInvitationSchema } from "~/lib/accounts/account-schemas";
import { readSubmission } from "~/lib/forms/submission";
import { type FormReply } from "~/lib/forms/reply";
import { clientAddress } from "~/services/platform/client-address.server";
import { getDatabase } from "~/services/platform/db.server";
import { formValues, readRequestBody } from "~/services/platform/request-body.server";
import type { Route } from "./+types/invite";

export const links: Route.LinksFunction = staffStylesheets;

export const meta: Route.MetaFunction = ({ loaderData, error }) => [
  { title: authTitle("Invitation", loaderData?.brand ?? brandOf(error)) },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/**
 * The invitation link the owner sent: the colleague chooses a username and a
 * password, and the account exists with the role they were invited to. No session
 * is needed (nor given: they sign in next, like every day). A link used, expired or
 * revoked answers 410 with the reason; a made-up one 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const link = await checkLink(getDatabase(), "invite", params.token);
  if (link.state !== "valid")
    throw data({ state: link.state as EndedState, brand: await storeBrand() }, { status: endedStatus(link.state) });
  return {
    brand: await storeBrand(),
    name: link.name ?? "",
    role: isRole(link.role) ? ROLE_LABELS[link.role] : "Staff",
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const body = await readRequestBody(request, { maxBytes: 8 * 1024 });
  if (!body.ok) return data(formRefusal(body.message), { status: body.status, headers: body.headers });
  const submission = readSubmission(formValues(body), acceptInvitationSchema);
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: SECRET_FIELDS }), { status: 422 });
  }
  const result = await acceptInvitation(getDatabase(), params.token, submission.value, clientAddress(context));
  if (result.ok) throw redirect("/admin?notice=ready");
  if (result.state !== "valid")
    throw data({ state: result.state, brand: await storeBrand() }, { status: endedStatus(result.state) });
  return data(submission.reply({ fieldErrors: { [result.field]: [result.message] }, hideFields: SECRET_FIELDS }), {
    status: result.conflict ? 409 : 422,
  });
}

export default function Invite({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const reply: FormReply | undefined = actionData;
  const error = (field: string) => replyMessage(reply, field);
  const typed = reply?.initialValue?.username;
  return (
    <AuthCard
      brand={loaderData.brand}
      Icon={UserPlus}
      title="Welcome"
      lead={`${loaderData.name}, you are invited to the staff area as ${loaderData.role}.`}
      footer={
        <a href="/admin" className="underline-offset-4 hover:underline">
          Already have an account? Sign in
        </a>
      }
    >
      {error("") && <AuthMessage tone="error">{error("")}</AuthMessage>}
      <Form method="post" className="mt-6 space-y-5">
        <Field
          label="Username"
          required
          error={error("username")}
          hint="What you will sign in with: letters, digits, dot, dash or underscore."
        >
          <Input
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            defaultValue={typeof typed === "string" ? typed : undefined}
          />
        </Field>
        <Field
          label="Password"
          required
          error={error("password")}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters; a few words make a good one.`}
        >
          <Input name="password" type="password" autoComplete="new-password" maxLength={256} />
        </Field>
        <Field label="Password again" required error={error("confirm")}>
          <Input name="confirm" type="password" autoComplete="new-password" maxLength={256} />
        </Field>
        <Button type="submit" variant="dark" size="lg" disabled={busy} className="w-full">
          Create my account
        </Button>
      </Form>
    </AuthCard>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const state = (error as { data?: { state?: EndedState } })?.data?.state ?? "unknown";
  return <LinkEnded brand={brandOf(error)} state={state} kind="invite" />;
}
