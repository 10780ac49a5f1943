import { data, redirect } from "react-router";
import { staffTitle } from "~/components/admin/staff-title";
import { StoreDetailsForm } from "~/components/admin/settings/store-details-form";
import {
  ChangeHistory,
  SaveOutcome,
  SettingsHeader,
  type SettingsRefusal,
  typedValues,
} from "~/components/admin/settings/settings-frame";
import { readSubmission } from "~/lib/forms/submission";
import { replyErrors } from "~/lib/forms/reply";
import { changedStoreFields, storeFormValues, storeFormSchema } from "~/lib/settings/store-form";
import { assertSameOrigin, requirePermission } from "~/services/accounts/index.server";
import { saveDocument, currentSettings, historyView, postedNumber } from "~/services/settings/index.server";
import { getDatabase } from "~/services/platform/db.server";
import { formValues, readRequestBody } from "~/services/platform/request-body.server";
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
    return data<SettingsRefusal>({ message: body.message }, { status: body.status, headers: body.headers });
  }
  const database = getDatabase();
  const { details } = await currentSettings(database);
  const submission = readSubmission(formValues(body), storeFormSchema(details.value, new Date().getFullYear()));
  if (submission.status !== "success") return data<SettingsRefusal>({ reply: submission.reply() }, { status: 422 });
  const saved = await saveDocument(
    database,
    admin,
    "store",
    postedNumber(body.fields.version),
    submission.value,
    changedStoreFields(details.value, submission.value),
  );
  if (!saved.ok) return data<SettingsRefusal>({ reply: submission.reply(), conflict: true }, { status: 409 });
  throw redirect("/admin/settings/store?saved=1");
}

export default function StoreSettings({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData;
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
        values={{ ...loaderData.values, ...typedValues(failed?.reply) }}
        serverErrors={failed?.reply && replyErrors(failed.reply)}
      />
      <ChangeHistory entries={loaderData.history} />
    </div>
  );
}
