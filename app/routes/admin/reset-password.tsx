import { KeyRound } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";
import { AuthCard, AuthMessage, authTitle, brandOf } from "~/components/admin/auth-card";
import { endedStatus, LinkEnded, type EndedState } from "~/components/admin/link-state";
import { staffStylesheets } from "~/components/admin/staff-stylesheets";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { checkLink, redeemResetLink } from "~/services/accounts/account-links.server";
import { assertSameOrigin } from "~/services/accounts/auth.server";
import { PASSWORD_MIN_LENGTH } from "~/lib/accounts/account-fields";
import { clientAddress } from "~/services/platform/client-address.server";
import { getDatabase } from "~/services/platform/db.server";
import { storeBrand } from "~/services/settings/settings.server";
import { fieldText, readRequestBody } from "~/services/platform/request-body.server";
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

type ActionResult = { field?: "password" | "confirm"; message: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const body = await readRequestBody(request, { maxBytes: 8 * 1024 });
  if (!body.ok) return data<ActionResult>({ message: body.message }, { status: body.status, headers: body.headers });
  const text = (name: string) => fieldText(body.fields, name, 1024);
  const result = await redeemResetLink(
    getDatabase(),
    params.token,
    { password: text("password"), confirm: text("confirm") },
    clientAddress(context),
  );
  if (result.ok) throw redirect("/admin?notice=password-set");
  if (result.state !== "valid")
    throw data({ state: result.state, brand: await storeBrand() }, { status: endedStatus(result.state) });
  return data<ActionResult>({ field: result.field, message: result.message }, { status: 422 });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const error = (field: ActionResult["field"]) => (actionData?.field === field ? actionData?.message : undefined);
  return (
    <AuthCard
      brand={loaderData.brand}
      Icon={KeyRound}
      title="New password"
      lead={`${loaderData.name}, choose a new password.`}
    >
      {actionData && !actionData.field && <AuthMessage tone="error">{actionData.message}</AuthMessage>}
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
