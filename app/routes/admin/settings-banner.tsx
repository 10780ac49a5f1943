import { data, Form, redirect, useNavigation } from "react-router";
import {
  ChangeHistory,
  SaveOutcome,
  SettingsHeader,
  type SettingsRefusal,
  typedValues,
} from "~/components/admin/settings/settings-frame";
import { staffTitle } from "~/components/admin/staff-title";
import { TranslationFields } from "~/components/admin/translation-fields";
import { Button } from "~/components/ui/button";
import { CheckboxField, Field, Input } from "~/components/ui/field";
import { readSubmission } from "~/lib/forms/submission";
import { replyErrors } from "~/lib/forms/reply";
import { ANNOUNCEMENT_MAX, announcementFormSchema } from "~/lib/settings/announcement";
import { CLAIM_LIMITS, type Claims, claimsFormSchema } from "~/lib/settings/claims";
import { assertSameOrigin, requirePermission } from "~/services/accounts/index.server";
import { saveDocument, currentSettings, historyView, postedNumber } from "~/services/settings/index.server";
import { getDatabase } from "~/services/platform/db.server";
import { formValues, readRequestBody } from "~/services/platform/request-body.server";
import type { Route } from "./+types/settings-banner";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: staffTitle(matches, "Announcement and claims", "Settings") },
];

const CONFLICT = "This was changed by someone else since you opened it";
const CLAIM_FIELDS: Array<{ name: keyof Claims; label: string; hint: string }> = [
  { name: "customers", label: "Happy customers", hint: "The home page's figure, e.g. 50,000+." },
  { name: "customersShort", label: "Customers, short", hint: "The collection pages' figure, e.g. 10k+." },
  { name: "rating", label: "Rating out of 5", hint: "e.g. 4.9" },
  { name: "reviews", label: "Reviews", hint: "How many reviews the rating rests on, e.g. 2.5k+." },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "manage-settings");
  const database = getDatabase();
  const snapshot = await currentSettings(database);
  const [banner, claims] = await Promise.all([historyView(database, "announcement"), historyView(database, "claims")]);
  return {
    announcement: snapshot.announcement,
    claims: snapshot.claims,
    history: [...banner, ...claims].sort((a, b) => b.id - a.id).slice(0, 20),
    saved: new URL(request.url).searchParams.get("saved"),
  };
}

type Result = SettingsRefusal & { form: "announcement" | "claims" };

export async function action({ request }: Route.ActionArgs) {
  const admin = await requirePermission(request, "manage-settings");
  assertSameOrigin(request);
  const body = await readRequestBody(request, { maxBytes: 8 * 1024 });
  if (!body.ok) {
    return data<Result>({ form: "announcement", message: body.message }, { status: body.status });
  }
  const { fields } = body;
  const database = getDatabase();
  const version = postedNumber(fields.version);
  if (fields.intent === "claims") {
    const submission = readSubmission(formValues(body), claimsFormSchema);
    if (submission.status !== "success") {
      return data<Result>({ form: "claims", reply: submission.reply() }, { status: 422 });
    }
    const saved = await saveDocument(database, admin, "claims", version, submission.value, ["Figures"]);
    if (!saved.ok) return data<Result>({ form: "claims", reply: submission.reply(), conflict: true }, { status: 409 });
    throw redirect("/admin/settings/banner?saved=claims");
  }
  const submission = readSubmission(formValues(body), announcementFormSchema);
  if (submission.status !== "success") {
    return data<Result>({ form: "announcement", reply: submission.reply() }, { status: 422 });
  }
  const saved = await saveDocument(database, admin, "announcement", version, submission.value, ["Announcement"]);
  if (!saved.ok) {
    return data<Result>({ form: "announcement", reply: submission.reply(), conflict: true }, { status: 409 });
  }
  throw redirect("/admin/settings/banner?saved=announcement");
}

export default function BannerSettings({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const failed = actionData;
  const { announcement, claims } = loaderData;
  const posted = (form: Result["form"]) => (failed?.form === form ? typedValues(failed.reply) : undefined);
  const errors = (form: Result["form"]) => (failed?.form === form ? replyErrors(failed.reply) : {});
  const a = posted("announcement");
  const c = posted("claims");
  return (
    <div className="mx-auto max-w-3xl">
      <SettingsHeader title="Announcement and claims" />
      <SaveOutcome
        saved={loaderData.saved ? "Saved: the site shows it now." : null}
        failed={failed}
        conflictMessage={CONFLICT}
        reloadTo="/admin/settings/banner"
      />
      <Form method="post" className="mt-6 space-y-5 rounded-card border border-line bg-paper p-4 sm:p-6">
        <input type="hidden" name="version" value={announcement.version} />
        <h2 className="font-display text-2xl text-ink">Top banner</h2>
        <p className="text-sm text-ink-soft">
          The strip above the header scrolls the phone numbers, this line and the hours.
        </p>
        <CheckboxField
          name="on"
          defaultChecked={a ? a.on === "on" : announcement.value.on}
          label="Show an announcement"
        />
        <Field label="Announcement" error={errors("announcement").text}>
          <Input name="text" maxLength={ANNOUNCEMENT_MAX} defaultValue={a?.text ?? announcement.value.text} />
        </Field>
        <TranslationFields
          fields={[{ name: "text", label: "Announcement", max: ANNOUNCEMENT_MAX }]}
          values={{
            textKn: a?.textKn ?? announcement.value.translations?.kn?.text,
            textHi: a?.textHi ?? announcement.value.translations?.hi?.text,
          }}
          errors={errors("announcement")}
        />
        <Field label="Link" optional error={errors("announcement").link} hint="A page of this site, e.g. /offers.">
          <Input name="link" maxLength={200} defaultValue={a?.link ?? announcement.value.link} />
        </Field>
        <Button type="submit" name="intent" value="announcement" variant="primary" size="compact" disabled={busy}>
          Save the banner
        </Button>
      </Form>

      <Form method="post" className="mt-8 space-y-5 rounded-card border border-line bg-paper p-4 sm:p-6">
        <input type="hidden" name="version" value={claims.version} />
        <h2 className="font-display text-2xl text-ink">The store's claims</h2>
        <p className="text-sm text-ink-soft">
          The figures on the home page and the collection pages: yours to state and to correct. Years in business are
          counted from the founding year (Store details). From 5 reviews from store visits the site states their average
          and count instead of your rating and reviews, linked to the Customer Reviews page.
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          {CLAIM_FIELDS.map((f) => (
            <Field key={f.name} label={f.label} error={errors("claims")[f.name]} hint={f.hint}>
              <Input name={f.name} maxLength={CLAIM_LIMITS.figure} defaultValue={c?.[f.name] ?? claims.value[f.name]} />
            </Field>
          ))}
        </div>
        <Field
          label="Your Google reviews link"
          optional
          error={errors("claims").reviewsUrl}
          hint="An https:// address, e.g. your Google reviews: the rating links to it until there are 5 reviews from visits."
        >
          <Input name="reviewsUrl" type="url" maxLength={300} defaultValue={c?.reviewsUrl ?? claims.value.reviewsUrl} />
        </Field>
        <Button type="submit" name="intent" value="claims" variant="primary" size="compact" disabled={busy}>
          Save the claims
        </Button>
      </Form>
      <ChangeHistory entries={loaderData.history} showSubject />
    </div>
  );
}
