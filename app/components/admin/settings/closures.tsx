import { CalendarPlus, CalendarX, Pencil, Trash2 } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import { Button } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button-variants";
import { Field, Input } from "~/components/ui/field";
import { TranslationFields } from "~/components/admin/translation-fields";
import { useMounted } from "~/components/ui/use-mounted";
import { issueErrors } from "~/lib/forms/issue-errors";
import {
  CLOSURE_LIMITS,
  type ClosureFormValues,
  closureFormSchema,
  closureFormValues,
  type ExistingException,
} from "~/lib/settings/closure-form";
import { exceptionDates, exceptionHours } from "~/lib/time/hours-words";

type Closure = ExistingException & { version: number };

/** The coming closures and special days, each editable or deletable (delete asks once more). */
export function ClosureList({
  closures,
  confirmDelete,
  editingId,
}: {
  closures: readonly Closure[];
  confirmDelete: number | null;
  editingId: number | null;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <section id="closures" aria-labelledby="closures-title" className="mt-8 scroll-mt-4">
      <h2 id="closures-title" className="font-display text-2xl text-ink">
        Closures and special days
      </h2>
      {closures.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">None coming. Add one below for a festival or a family occasion.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {closures.map((c) => (
            <li
              key={c.id}
              className={`${adminStyles.panel} p-3 sm:p-4 ${editingId === c.id ? "border-brass-deep" : ""}`}
              data-testid="closure"
            >
              <div className="flex items-start gap-3">
                <CalendarX aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brass-deep" strokeWidth={1.75} />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-ink">{exceptionDates(c)}</p>
                  <p className="text-sm text-ink">
                    {exceptionHours(c)}
                    {c.note && <span className="text-ink-soft"> · {c.note}</span>}
                  </p>
                </div>
              </div>
              {confirmDelete === c.id ? (
                <Form method="post" className="mt-3 flex flex-wrap items-center gap-2 border-t border-line pt-3">
                  <input type="hidden" name="id" value={c.id} />
                  <input type="hidden" name="version" value={c.version} />
                  <span className="w-full text-sm text-ink sm:w-auto">Delete it? The site opens as usual then.</span>
                  <Button
                    type="submit"
                    name="intent"
                    value="delete-closure"
                    variant="danger"
                    size="compact"
                    disabled={busy}
                  >
                    Delete
                  </Button>
                  <Link to="/admin/settings/hours#closures" className={adminStyles.secondary}>
                    Keep it
                  </Link>
                </Form>
              ) : (
                <div className="mt-2 flex flex-wrap gap-2 sm:justify-end">
                  <Link to={`?edit=${c.id}#closure-form`} className={adminStyles.secondary}>
                    <Pencil aria-hidden="true" className="h-4 w-4" />
                    Edit<span className="sr-only"> {exceptionDates(c)}</span>
                  </Link>
                  <Link to={`?delete=${c.id}#closures`} className={adminStyles.danger}>
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                    Delete<span className="sr-only"> {exceptionDates(c)}</span>
                  </Link>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Add (or edit) a closure: a day or a range, closed all day or special hours, and the
 * note visitors read. Works without JavaScript; with it, the same rules run first.
 */
export function ClosureForm({
  today,
  editing,
  values,
  serverErrors,
  others = [],
}: {
  today: string;
  editing: { id: number; version: number; values: ClosureFormValues } | null;
  values?: Record<string, string>;
  serverErrors?: Partial<Record<string, string>>;
  others?: readonly ExistingException[];
}) {
  const busy = useNavigation().state === "submitting";
  const scripted = useMounted();
  const initial = { ...(editing?.values ?? blank), ...values } as ClosureFormValues;
  const [kind, setKind] = useState(initial.kind);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>(serverErrors ?? {});
  const form = useRef<HTMLFormElement>(null);
  const shown = serverErrors ?? errors;

  function check(event: FormEvent<HTMLFormElement>) {
    const fields = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const result = closureFormSchema({ today, others }).safeParse(fields);
    const next = result.success ? {} : issueErrors(result.error);
    setErrors(next);
    if (!result.success) {
      event.preventDefault();
      form.current?.querySelector<HTMLElement>(`[name="${Object.keys(next)[0]}"]`)?.focus();
    }
  }

  return (
    <Form
      method="post"
      ref={form}
      onSubmit={check}
      noValidate
      id="closure-form"
      className="mt-6 scroll-mt-4 space-y-5 rounded-card border border-line bg-paper p-4 sm:p-6"
    >
      <h3 className="flex items-center gap-2 font-sans text-base font-semibold text-ink">
        <CalendarPlus aria-hidden="true" className="h-5 w-5 text-brass-deep" strokeWidth={1.75} />
        {editing ? "Change this closure" : "Add a closure or special hours"}
      </h3>
      {editing && (
        <>
          <input type="hidden" name="id" value={editing.id} />
          <input type="hidden" name="version" value={editing.version} />
        </>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="From" required error={shown.from}>
          <Input name="from" type="date" min={today} defaultValue={initial.from} required />
        </Field>
        <Field label="Until" optional error={shown.to} hint="Leave empty for one day. Both days are included.">
          <Input name="to" type="date" min={today} defaultValue={initial.to} />
        </Field>
      </div>
      <fieldset aria-describedby={shown.kind ? "closure-kind-error" : undefined}>
        <legend className="text-sm font-medium text-ink">On those days</legend>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6">
          {(
            [
              ["closed", "Closed all day"],
              ["hours", "Open at special hours"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex min-h-11 items-center gap-3 text-sm text-ink">
              <input
                type="radio"
                name="kind"
                value={value}
                defaultChecked={initial.kind === value}
                onChange={() => setKind(value)}
                className="h-5 w-5 accent-ink"
              />
              {label}
            </label>
          ))}
        </div>
        {shown.kind && (
          <p id="closure-kind-error" className="mt-1 text-sm text-danger">
            {shown.kind}
          </p>
        )}
      </fieldset>
      {/* Without JavaScript both times are always there (used only for special hours). */}
      {(!scripted || kind === "hours") && (
        <div className="grid grid-cols-2 gap-4">
          <Field label="Opens" error={shown.opens}>
            <Input name="opens" type="time" step={1800} defaultValue={initial.opens} />
          </Field>
          <Field label="Closes" error={shown.closes}>
            <Input name="closes" type="time" step={1800} defaultValue={initial.closes} />
          </Field>
        </div>
      )}
      <Field
        label="Note for visitors"
        optional
        error={shown.note}
        hint="Shown with the dates, e.g. Closed for Deepavali."
      >
        <Input name="note" maxLength={CLOSURE_LIMITS.note} defaultValue={initial.note} />
      </Field>
      <TranslationFields
        fields={[{ name: "note", label: "Note for visitors", max: CLOSURE_LIMITS.note }]}
        values={initial}
        errors={shown}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          name="intent"
          value={editing ? "edit-closure" : "add-closure"}
          variant="primary"
          size="compact"
          disabled={busy}
        >
          {editing ? "Save this closure" : "Add"}
        </Button>
        {editing && (
          <Link to="/admin/settings/hours#closures" className={buttonVariants({ variant: "subtle", size: "compact" })}>
            Cancel
          </Link>
        )}
      </div>
    </Form>
  );
}

const blank: ClosureFormValues = closureFormValues();
