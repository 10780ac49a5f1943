import { type FormEvent, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, Select } from "~/components/ui/field";
import { issueErrors } from "~/lib/forms/issue-errors";
import { hoursFormSchema, type HoursFormValues } from "~/lib/settings/hours-form";
import { MONTH_WEEKS, WEEKDAY_NAMES } from "~/lib/time/store-hours";

/**
 * The weekly hours: each weekday open (with its hours) or closed, and the monthly
 * closure. A plain form; with JavaScript the server's rules run first.
 */
export function WeeklyHoursForm({
  version,
  hours,
  words,
  posted,
  serverErrors,
}: {
  version: number;
  hours: HoursFormValues;
  words: { week: string; monthly: string | null };
  posted?: Record<string, string>;
  serverErrors?: Partial<Record<string, string>>;
}) {
  const busy = useNavigation().state === "submitting";
  const [errors, setErrors] = useState<Partial<Record<string, string>>>(serverErrors ?? {});
  const form = useRef<HTMLFormElement>(null);
  const shown = serverErrors ?? errors;
  // A refused post shows what was sent, not what is saved.
  const days = hours.days.map((d) =>
    posted
      ? {
          ...d,
          open: posted[`open-${d.weekday}`] === "on",
          opens: posted[`opens-${d.weekday}`] ?? d.opens,
          closes: posted[`closes-${d.weekday}`] ?? d.closes,
        }
      : d,
  );
  const monthlyWeek = posted?.monthlyWeek ?? hours.monthlyWeek;
  const monthlyWeekday = posted?.monthlyWeekday ?? hours.monthlyWeekday;

  function check(event: FormEvent<HTMLFormElement>) {
    const fields = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const result = hoursFormSchema.safeParse(fields);
    const next = result.success ? {} : issueErrors(result.error);
    setErrors(next);
    if (!result.success) {
      event.preventDefault();
      form.current?.querySelector<HTMLElement>(`[name="${Object.keys(next)[0]}"]`)?.focus();
    }
  }

  return (
    <Form method="post" ref={form} onSubmit={check} noValidate className="mt-10 space-y-5" id="weekly-hours">
      <input type="hidden" name="version" value={version} />
      <div>
        <h2 className="font-display text-2xl text-ink">Weekly hours</h2>
        <p className="mt-1 text-sm text-ink-soft">
          Now: {words.week}.{words.monthly ? ` ${words.monthly}.` : ""}
        </p>
      </div>
      <ul className="divide-y divide-line rounded-card border border-line bg-paper">
        {days.map((day) => {
          const name = WEEKDAY_NAMES[day.weekday]!;
          const error = shown[`open-${day.weekday}`] ?? shown[`opens-${day.weekday}`] ?? shown[`closes-${day.weekday}`];
          return (
            <li key={day.weekday} className="p-3 sm:px-4" data-invalid={error ? true : undefined}>
              <fieldset className="grid grid-cols-2 items-center gap-x-3 gap-y-1 sm:grid-cols-[10rem_1fr_1fr]">
                <legend className="sr-only">{name}</legend>
                <label className="col-span-2 flex min-h-11 items-center gap-3 font-medium text-ink sm:col-span-1">
                  <input
                    type="checkbox"
                    name={`open-${day.weekday}`}
                    defaultChecked={day.open}
                    className="h-6 w-6 shrink-0 accent-ink"
                  />
                  <span>
                    <span className="sr-only">Open on </span>
                    {name}
                  </span>
                </label>
                <div className="col-span-2 flex min-w-0 items-center gap-2">
                  <label className="sr-only" htmlFor={`opens-${day.weekday}`}>
                    {name} opens
                  </label>
                  <input
                    id={`opens-${day.weekday}`}
                    name={`opens-${day.weekday}`}
                    type="time"
                    step={1800}
                    defaultValue={day.opens}
                    aria-invalid={shown[`opens-${day.weekday}`] ? true : undefined}
                    className="min-h-11 min-w-0 flex-1 rounded-card border border-line-strong bg-paper px-2 text-base text-ink"
                  />
                  <span aria-hidden="true" className="text-ink-soft">
                    –
                  </span>
                  <label className="sr-only" htmlFor={`closes-${day.weekday}`}>
                    {name} closes
                  </label>
                  <input
                    id={`closes-${day.weekday}`}
                    name={`closes-${day.weekday}`}
                    type="time"
                    step={1800}
                    defaultValue={day.closes}
                    aria-invalid={shown[`closes-${day.weekday}`] ? true : undefined}
                    className="min-h-11 min-w-0 flex-1 rounded-card border border-line-strong bg-paper px-2 text-base text-ink"
                  />
                </div>
                {error && (
                  <p role="alert" className="col-span-2 text-sm text-danger sm:col-span-3">
                    {error}
                  </p>
                )}
              </fieldset>
            </li>
          );
        })}
      </ul>

      <fieldset className="grid gap-4 rounded-card border border-line bg-paper p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-ink">Monthly closure</legend>
        <Field label="Which week" error={shown.monthlyWeek}>
          <Select name="monthlyWeek" defaultValue={monthlyWeek}>
            <option value="none">No monthly closure</option>
            {MONTH_WEEKS.map((w) => (
              <option key={w} value={w}>
                The {w}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Day" error={shown.monthlyWeekday}>
          <Select name="monthlyWeekday" defaultValue={monthlyWeekday}>
            {[1, 2, 3, 4, 5, 6, 0].map((d) => (
              <option key={d} value={d}>
                {WEEKDAY_NAMES[d]}
              </option>
            ))}
          </Select>
        </Field>
      </fieldset>

      <Button type="submit" name="intent" value="hours" variant="primary" size="compact" disabled={busy}>
        {busy ? "Saving…" : "Save weekly hours"}
      </Button>
    </Form>
  );
}
