import { data, redirect } from "react-router";
import { staffTitle } from "~/components/admin/staff-title";
import { StoreDetailsForm } from "~/components/admin/settings/store-details-form";
import {
  ChangeHistory,
  SaveOutcome,
  SettingsHeader,
  type SettingsActionResult,
} from "~/components/admin/settings/settings-frame";
import { changedStoreFields, storeFormValues, validateStoreDetails } from "~/lib/settings/store-form";
import { assertSameOrigin, requirePermission } from "~/services/accounts/auth.server";
import { getDatabase } from "~/services/platform/db.server";
import { readRequestBody } from "~/services/platform/request-body.server";
import { saveDocument } from "~/services/settings/documents.server";
import { currentSettings } from "~/services/settings/settings.server";
import { historyView, postedNumber } from "~/services/settings/staff-settings.server";
import type { Route } from "./+types/settings-store";

export const CONFLICT_MESSAGE = "The store details were changed by someone else since you opened them";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: staffTitle(matches, "Store details", "Settings") }];

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "manage-settings");
  const database = getDatabase();
  const { details } = await currentSettings(database);
  return {
    details: details.value,
    version: details.version,
    values: storeFormValues(details.value),
    history: await historyView(database, "store"),
    saved: new URL(request.url).searchParams.get("saved") === "1",
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requirePermission(request, "manage-settings");
  assertSameOrigin(request);
  const body = await readRequestBody(request, { maxBytes: 32 * 1024 });
  if (!body.ok) {
    return data<SettingsActionResult>(
      { ok: false, message: body.message },
      { status: body.status, headers: body.headers },
    );
  }
  const database = getDatabase();
  const { details } = await currentSettings(database);
  const values = Object.fromEntries(Object.entries(body.fields).filter(([, v]) => typeof v === "string")) as Record<
    string,
    string
  >;
  const result = validateStoreDetails(body.fields, details.value, new Date().getFullYear());
  if (!result.ok) return data<SettingsActionResult>({ ok: false, errors: result.errors, values }, { status: 422 });
  const saved = await saveDocument(
    database,
    admin,
    "store",
    postedNumber(body.fields.version),
    result.value,
    changedStoreFields(details.value, result.value),
  );
  if (!saved.ok) return data<SettingsActionResult>({ ok: false, conflict: true, values }, { status: 409 });
  throw redirect("/admin/settings/store?saved=1");
}

export default function StoreSettings({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return (
    <div className="mx-auto max-w-3xl pb-28 md:pb-0">
      <SettingsHeader
        title="Store details"
        lead="The name, numbers, e-mail, address and links every page shows: the header banner, the footer, the chat button, the contact and visit pages, and what search engines read."
      />
      <SaveOutcome
        saved={loaderData.saved ? "Saved: the site shows the new details now." : null}
        failed={failed}
        conflictMessage={CONFLICT_MESSAGE}
        reloadTo="/admin/settings/store"
      />
      <StoreDetailsForm
        key={loaderData.version}
        details={loaderData.details}
        version={loaderData.version}
        values={{ ...loaderData.values, ...failed?.values }}
        serverErrors={failed?.errors}
      />
      <ChangeHistory entries={loaderData.history} />
    </div>
  );
}
