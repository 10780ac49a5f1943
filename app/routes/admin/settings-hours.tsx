import { data, redirect } from "react-router";
import { ClosureForm, ClosureList } from "~/components/admin/settings/closures";
import { WeeklyHoursForm } from "~/components/admin/settings/weekly-hours-form";
import {
  ChangeHistory,
  SaveOutcome,
  SettingsHeader,
  type SettingsRefusal,
  typedValues,
} from "~/components/admin/settings/settings-frame";
import { staffTitle } from "~/components/admin/staff-title";
import { closureFormValues } from "~/lib/settings/closure-form";
import { readSubmission } from "~/lib/forms/submission";
import { replyErrors } from "~/lib/forms/reply";
import { hoursFormValues, hoursFormSchema } from "~/lib/settings/hours-form";
import { monthlyClosureNotice, weekLong } from "~/lib/time/hours-words";
import { assertSameOrigin, requirePermission } from "~/services/accounts/index.server";
import {
  deleteException,
  saveException,
  saveDocument,
  currentSettings,
  storeToday,
  historyView,
  postedNumber,
  postedReply,
} from "~/services/settings/index.server";
import { getDatabase } from "~/services/platform/db.server";
import { formValues, readRequestBody } from "~/services/platform/request-body.server";
import type { Route } from "./+types/settings-hours";

export const CONFLICT_MESSAGE = "The hours were changed by someone else since you opened them";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: staffTitle(matches, "Hours and closures", "Settings") },
];

const SAVED: Record<string, string> = {
  hours: "Saved: the site shows the new hours now.",
  added: "Added: the visit page, the booking form and the reply clock follow it now.",
  changed: "Saved: the visit page, the booking form and the reply clock follow it now.",
  deleted: "Deleted.",
};

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "manage-settings");
  const database = getDatabase();
  const snapshot = await currentSettings(database);
  const url = new URL(request.url);
  const today = storeToday(snapshot, Date.now());
  // Past exceptions drop off by themselves (they stay counted in the reply clock's past).
  const coming = snapshot.exceptions.filter((e) => e.to >= today);
  const editId = Number(url.searchParams.get("edit"));
  const editing = coming.find((e) => e.id === editId) ?? null;
  const [hoursHistory, closureHistory] = await Promise.all([
    historyView(database, "hours"),
    historyView(database, "closures"),
  ]);
  return {
    version: snapshot.hours.version,
    hours: hoursFormValues(snapshot.hours.value),
    words: {
      week: weekLong(snapshot.hours.value.week),
      monthly: monthlyClosureNotice(snapshot.hours.value.monthlyClosure),
    },
    today,
    closures: coming,
    editing: editing ? { id: editing.id, version: editing.version, values: closureFormValues(editing) } : null,
    confirmDelete: Number(url.searchParams.get("delete")) || null,
    history: [...hoursHistory, ...closureHistory].sort((a, b) => b.id - a.id).slice(0, 20),
    saved: SAVED[url.searchParams.get("saved") ?? ""] ?? null,
  };
}

type HoursActionResult = SettingsRefusal & { form: "hours" | "closure" };

export async function action({ request }: Route.ActionArgs) {
  const admin = await requirePermission(request, "manage-settings");
  assertSameOrigin(request);
  const body = await readRequestBody(request, { maxBytes: 16 * 1024 });
  if (!body.ok) {
    return data<HoursActionResult>(
      { form: "closure", message: body.message },
      { status: body.status, headers: body.headers },
    );
  }
  const { fields } = body;
  const form = formValues(body);
  const database = getDatabase();
  const version = postedNumber(fields.version);
  const id = postedNumber(fields.id);

  if (fields.intent === "hours") {
    const submission = readSubmission(form, hoursFormSchema);
    if (submission.status !== "success") {
      return data<HoursActionResult>({ form: "hours", reply: submission.reply() }, { status: 422 });
    }
    const saved = await saveDocument(database, admin, "hours", version, submission.value, ["Weekly hours"]);
    if (!saved.ok)
      return data<HoursActionResult>({ form: "hours", reply: submission.reply(), conflict: true }, { status: 409 });
    throw redirect("/admin/settings/hours?saved=hours");
  }
  if (fields.intent === "delete-closure") {
    const deleted = await deleteException(database, admin, id, version);
    if (!deleted.ok && deleted.reason === "conflict") {
      return data<HoursActionResult>({ form: "closure", conflict: true }, { status: 409 });
    }
    throw redirect("/admin/settings/hours?saved=deleted");
  }
  if (fields.intent === "add-closure" || fields.intent === "edit-closure") {
    const target = fields.intent === "edit-closure" ? { id, version } : null;
    const saved = await saveException(database, admin, target, form);
    if (saved.ok) throw redirect(`/admin/settings/hours?saved=${target ? "changed" : "added"}#closures`);
    if (saved.reason === "invalid") {
      return data<HoursActionResult>({ form: "closure", reply: saved.reply }, { status: 422 });
    }
    const reply = postedReply(form);
    if (saved.reason === "not-found") {
      return data<HoursActionResult>(
        { form: "closure", message: "That closure was deleted meanwhile.", reply },
        { status: 404 },
      );
    }
    return data<HoursActionResult>({ form: "closure", reply, conflict: true }, { status: 409 });
  }
  return data<HoursActionResult>({ form: "closure", message: "Unknown action." }, { status: 400 });
}

export default function HoursSettings({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData;
  const { hours, words, closures, editing, today } = loaderData;
  return (
    <div className="mx-auto max-w-3xl">
      <SettingsHeader
        title="Hours and closures"
        lead="The visit page's “open now”, the booking form's times, the reply promise's clock and the store's listing in search engines all follow these."
      />
      <SaveOutcome
        saved={loaderData.saved}
        failed={failed}
        conflictMessage={CONFLICT_MESSAGE}
        reloadTo="/admin/settings/hours"
      />
      <ClosureList closures={closures} confirmDelete={loaderData.confirmDelete} editingId={editing?.id ?? null} />
      {/* A closure added remounts the form empty: its typed days stayed in it, and a second tap added them twice. */}
      <ClosureForm
        key={editing ? `edit-${editing.id}-${editing.version}` : `add-${closures.map((c) => c.id).join("-")}`}
        today={today}
        editing={editing}
        others={closures.filter((c) => c.id !== editing?.id)}
        values={failed?.form === "closure" ? typedValues(failed.reply) : undefined}
        serverErrors={failed?.form === "closure" && failed.reply ? replyErrors(failed.reply) : undefined}
      />
      <WeeklyHoursForm
        key={loaderData.version}
        version={loaderData.version}
        hours={hours}
        words={words}
        posted={failed?.form === "hours" ? typedValues(failed.reply) : undefined}
        serverErrors={failed?.form === "hours" && failed.reply ? replyErrors(failed.reply) : undefined}
      />
      <ChangeHistory entries={loaderData.history} showSubject />
    </div>
  );
}
