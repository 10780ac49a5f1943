import { ArrowLeft } from "lucide-react";
import { data, Form, Link } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import { DeviceList } from "~/components/admin/device-list";
import { FormMessage } from "~/components/admin/form-message";
import { intentSchema } from "~/lib/accounts/account-schemas";
import { readSubmission } from "~/lib/forms/submission";
import {
  endAccountSessions,
  assertSameOrigin,
  requireAdmin,
  deviceRows,
  endDeviceSession,
} from "~/services/accounts/index.server";
import { clientAddress } from "~/services/platform/client-address.server";
import { getDatabase } from "~/services/platform/db.server";
import { formValues, readRequestBody } from "~/services/platform/request-body.server";
import type { Route } from "./+types/account-sessions";
import { staffTitle } from "~/components/admin/staff-title";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: staffTitle(matches, "Signed-in devices") }];

/**
 * Everyone's signed-in devices: browser, approximate place (from the address alone:
 * app/lib/accounts/devices.ts), when signed in and last seen; sign out any, or all
 * but this one. A device signed out here is signed out at its next click.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return { devices: await deviceRows(getDatabase(), admin.id, admin.session.handle, clientAddress(context)) };
}

type ActionResult = { ok: boolean; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  assertSameOrigin(request);
  const body = await readRequestBody(request, { maxBytes: 4 * 1024 });
  if (!body.ok) return data<ActionResult>({ ok: false, message: body.message }, { status: body.status });
  const form = readSubmission(formValues(body), intentSchema);
  if (form.status !== "success") return data<ActionResult>({ ok: false, message: "Unknown action." }, { status: 400 });
  const database = getDatabase();
  const address = clientAddress(context);
  const { intent, session } = form.value;
  if (intent === "end-session") {
    if (!(await endDeviceSession(database, admin, admin.id, session, address))) {
      return data<ActionResult>({ ok: false, message: "That device was already signed out." }, { status: 404 });
    }
    return { ok: true, message: "That device is signed out." };
  }
  if (intent === "end-others") {
    const ended = await endAccountSessions(database, admin, admin.id, address, admin.session.idHash);
    return { ok: true, message: `${ended ?? 0} other ${ended === 1 ? "device" : "devices"} signed out.` };
  }
  return data<ActionResult>({ ok: false, message: "Unknown action." }, { status: 400 });
}

export default function AccountSessions({ loaderData, actionData }: Route.ComponentProps) {
  const others = loaderData.devices.filter((d) => !d.current).length;
  return (
    <div className="mx-auto max-w-3xl">
      <Link to="/admin/account" className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brass-deep">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
        My account
      </Link>
      <p className={adminStyles.eyebrow}>My account</p>
      <h1 className="mt-3 text-4xl sm:text-5xl">Signed-in devices</h1>
      <p className="mt-3 text-ink-soft">
        Where your account is signed in now. The place is the network the device signed in from, not a map position.
      </p>
      {actionData && (
        <FormMessage tone={actionData.ok ? "success" : "error"} className="mt-4">
          {actionData.message}
        </FormMessage>
      )}
      <DeviceList devices={loaderData.devices} />
      {others > 0 && (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="end-others" />
          <button type="submit" className={adminStyles.danger}>
            Sign out all other devices
          </button>
        </Form>
      )}
    </div>
  );
}
