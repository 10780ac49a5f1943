import { KeyRound } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";
import { AuthCard, AuthMessage, authTitle, brandOf } from "~/components/admin/auth-card";
import { endedStatus, LinkEnded, type EndedState } from "~/components/admin/link-state";
import { staffStylesheets } from "~/components/admin/staff-stylesheets";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { checkLink, redeemResetLink, assertSameOrigin } from "~/services/accounts/index.server";
import { storeBrand } from "~/services/settings/index.server";
import { PASSWORD_MIN_LENGTH } from "~/lib/accounts/account-fields";
import { formRefusal, replyMessage, SECRET_FIELDS } from "~/lib/accounts/account-replies";
import { resetPasswordSchema } from "~/lib/accounts/account-schemas";
import { readSubmission } from "~/lib/forms/submission";
import { type FormReply } from "~/lib/forms/reply";
import { clientAddress } from "~/services/platform/client-address.server";
import { getDatabase } from "~/services/platform/db.server";
import { formValues, readRequestBody } from "~/services/platform/request-body.server";
import type { Route } from "./+types/reset-password";

export const links: Route.LinksFunction = staffStylesheets;

export const meta: Route.MetaFunction = ({ loaderData, error }) => [
  { title: authTitle("New password", loaderData?.brand ?? brandOf(error)) },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/**
 * A password reset link the owner made for a colleague: they set a new password
 * (the owner never sees it), every device of the account is signed out, and they
 * sign in with it. Two-step sign-in stays as it was. Used, expired or revoked: 410.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const link = await checkLink(getDatabase(), "reset", params.token);
  if (link.state !== "valid")
    throw data({ state: link.state as EndedState, brand: await storeBrand() }, { status: endedStatus(link.state) });
  return { brand: await storeBrand(), name: link.name ?? "" };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const body = await readRequestBody(request, { maxBytes: 8 * 1024 });
  if (!body.ok) return data(formRefusal(body.message), { status: body.status, headers: body.headers });
  const submission = readSubmission(formValues(body), resetPasswordSchema);
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: SECRET_FIELDS }), { status: 422 });
  }
  const result = await redeemResetLink(getDatabase(), params.token, submission.value, clientAddress(context));
  if (result.ok) throw redirect("/admin?notice=password-set");
  if (result.state !== "valid")
    throw data({ state: result.state, brand: await storeBrand() }, { status: endedStatus(result.state) });
  return data(submission.reply({ fieldErrors: { [result.field]: [result.message] }, hideFields: SECRET_FIELDS }), {
    status: 422,
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const reply: FormReply | undefined = actionData;
  const error = (field: string) => replyMessage(reply, field);
  return (
    <AuthCard
      brand={loaderData.brand}
      Icon={KeyRound}
      title="New password"
      lead={`${loaderData.name}, choose a new password.`}
    >
      {error("") && <AuthMessage tone="error">{error("")}</AuthMessage>}
      <Form method="post" className="mt-6 space-y-5">
        <Field
          label="New password"
          required
          error={error("password")}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters; a few words make a good one.`}
        >
          <Input name="password" type="password" autoComplete="new-password" maxLength={256} />
        </Field>
        <Field label="New password again" required error={error("confirm")}>
          <Input name="confirm" type="password" autoComplete="new-password" maxLength={256} />
        </Field>
        <Button type="submit" variant="dark" size="lg" disabled={busy} className="w-full">
          Set my password
        </Button>
      </Form>
    </AuthCard>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const state = (error as { data?: { state?: EndedState } })?.data?.state ?? "unknown";
  return <LinkEnded brand={brandOf(error)} state={state} kind="reset" />;
}
