import { ExternalLink } from "lucide-react";
import { data, Form, href, Link, useNavigation } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import { FormMessage } from "~/components/admin/form-message";
import { Field, Input, Textarea } from "~/components/ui/field";
import { SettingsHeader, type SettingsRefusal, typedValues } from "~/components/admin/settings/settings-frame";
import { staffTitle } from "~/components/admin/staff-title";
import { formatStoreTime } from "~/lib/time/admin-dates";
import { storeTimeZone, getPolicyPage, policyHistory, savePolicyPage } from "~/services/settings/index.server";
import { assertSameOrigin, requirePermission } from "~/services/accounts/index.server";
import { cn } from "~/lib/ui/cn";
import { readSubmission } from "~/lib/forms/submission";
import { replyErrors } from "~/lib/forms/reply";
import { policyFormSchema } from "~/lib/settings/policy-form";
import { TranslationFields } from "~/components/admin/translation-fields";
import { readTranslations, translationValues } from "~/lib/i18n/localized";
import { isPolicySlug, POLICY_LIMITS, POLICY_TRANSLATED, policyPath } from "~/lib/settings/policy-pages";
import { readForm } from "~/services/platform/request-body.server";
import { parseVersion } from "~/lib/record-id";
import { getDatabase } from "~/services/platform/db.server";
import { redirectWithFlash, takeFlash } from "~/services/platform/flash.server";
import type { Route } from "./+types/settings-page";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: staffTitle(matches, loaderData?.page.title ?? "Policy page", "Policy pages", "Settings") },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePermission(request, "manage-settings");
  const timeZone = await storeTimeZone();
  if (!isPolicySlug(params.slug)) throw data(null, { status: 404 });
  const db = getDatabase().db;
  const [page, history] = await Promise.all([getPolicyPage(db, params.slug), policyHistory(db, params.slug)]);
  if (!page) throw data(null, { status: 404 });
  const { flash, headers } = await takeFlash(request);
  return data(
    {
      page,
      path: policyPath(page.slug),
      flash,
      history: history.map((h) => ({ ...h, when: formatStoreTime(h.at, timeZone) })),
    },
    { headers },
  );
}

/** Saves the text if nobody saved the page since it was opened; a stale save is refused and nothing changes. */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requirePermission(request, "manage-settings");
  assertSameOrigin(request);
  if (!isPolicySlug(params.slug)) throw data(null, { status: 404 });
  const form = await readForm(request);
  const submission = readSubmission(form, policyFormSchema);
  if (submission.status !== "success") {
    return data<SettingsRefusal>(
      { message: "Please correct the highlighted fields.", reply: submission.reply() },
      { status: 400 },
    );
  }
  const saved = await savePolicyPage(
    getDatabase(),
    params.slug,
    // The editor posts the Kannada and Hindi fields every time: none given clears them.
    { translations: {}, ...submission.value },
    parseVersion(form.get("version")) ?? -1,
    admin,
  );
  if (!saved.ok) {
    return data<SettingsRefusal>(
      {
        message:
          saved.reason === "conflict"
            ? "This page was changed by someone else since you opened it. Your text is below: copy what you need, then reload to see theirs."
            : "This page no longer exists.",
        reply: submission.reply(),
        conflict: saved.reason === "conflict" || undefined,
      },
      { status: 409 },
    );
  }
  throw await redirectWithFlash(
    request,
    href("/admin/settings/pages/:slug", { slug: params.slug }),
    { tone: "success", message: "Saved. The page on the site shows it now." },
    { status: 303 },
  );
}

export default function PolicyEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { page, path, flash, history } = loaderData;
  const values = typedValues(actionData?.reply) ?? {
    ...page,
    ...translationValues(readTranslations(page.translations), ["title", "summary", "body"]),
  };
  const errors = replyErrors(actionData?.reply);
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-3xl">
      <SettingsHeader title={page.title} back={{ to: href("/admin/settings/pages"), label: "Policy pages" }} />
      <a
        href={path}
        className="mt-1 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brass-deep underline underline-offset-4"
      >
        See it on the site ({path})
        <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
      </a>

      {flash && !actionData && (
        <FormMessage tone={flash.tone} className="mt-4">
          {flash.message}
        </FormMessage>
      )}
      {actionData && (
        <FormMessage tone="error" className="mt-4">
          {actionData.message}
          {actionData.conflict && (
            <Link to="." reloadDocument className="ml-2 font-semibold underline">
              Reload
            </Link>
          )}
        </FormMessage>
      )}

      <Form method="post" className="mt-6 grid gap-5" aria-label={`Edit ${page.title}`}>
        <input type="hidden" name="version" value={page.version} />
        <Field label="Title" required error={errors.title}>
          <Input name="title" required maxLength={POLICY_LIMITS.title} defaultValue={values.title} />
        </Field>
        <Field
          label="Summary"
          optional
          error={errors.summary}
          hint="One sentence under the title, and in search results."
        >
          <Input name="summary" maxLength={POLICY_LIMITS.summary} defaultValue={values.summary} />
        </Field>
        <Field
          label="Text"
          required
          error={errors.body}
          hint={
            <>
              A line starting with <code>## </code> is a heading; lines starting with <code>- </code> make a list; a
              blank line starts a new paragraph. <code>{"{store}"}</code>, <code>{"{phone}"}</code>,{" "}
              <code>{"{email}"}</code> and <code>{"{address}"}</code> show the store&rsquo;s current details.
            </>
          }
        >
          <Textarea
            name="body"
            required
            rows={18}
            maxLength={POLICY_LIMITS.body}
            defaultValue={values.body}
            className="font-mono text-sm"
          />
        </Field>
        <TranslationFields
          fields={Object.entries(POLICY_TRANSLATED).map(([name, field]) => ({ name, ...field }))}
          values={values}
          errors={errors}
        />
        <button
          type="submit"
          disabled={busy}
          className={cn(adminStyles.primary, "w-full sm:w-auto sm:justify-self-start")}
        >
          {busy ? "Saving…" : "Save"}
        </button>
      </Form>

      <section aria-labelledby="history-title" className="mt-10">
        <h2 id="history-title" className="text-2xl">
          History
        </h2>
        {history.length === 0 ? (
          <p className="mt-2 text-sm text-ink-soft">Not changed since the first text.</p>
        ) : (
          <ol className="mt-3 space-y-2">
            {history.map((h) => (
              <li key={h.id} className="rounded-card border border-line bg-paper p-3 text-sm">
                <details>
                  <summary className="min-h-11 cursor-pointer content-center">
                    Saved {h.when} by {h.admin_name}
                  </summary>
                  <pre className="mt-2 max-h-80 overflow-auto font-mono text-xs break-words whitespace-pre-wrap text-ink">
                    {h.body}
                  </pre>
                </details>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
