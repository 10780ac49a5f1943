import { checkOpenHours } from "./hours-form.ts";
import { charCount } from "../text/characters.ts";
import { type FormResult, hasControl, isIsoDate, text } from "./form-rules.ts";
import { exceptionDates } from "../time/hours-words.ts";
import { type DatedHours, daysBetween, parseIsoDate } from "../time/store-hours.ts";

/**
 * A dated exception as staff enter it: a day or a range of days (both included),
 * closed all day or open at special hours, with a short public note. It may not
 * overlap another (which one would win?), may not end in the past, and is at most
 * three months long (a longer break is a change of the weekly hours).
 */
export type ClosureField = "from" | "to" | "kind" | "opens" | "closes" | "note";
export type ClosureFormValues = Record<ClosureField, string>;

export const CLOSURE_LIMITS = { note: 80, days: 92 } as const;

export type ExistingException = DatedHours & { id: number };

export function validateClosure(
  fields: Record<string, unknown>,
  context: { today: string; others: readonly ExistingException[] },
): FormResult<DatedHours, ClosureField> {
  const errors: Partial<Record<ClosureField, string>> = {};
  const from = text(fields.from);
  const to = text(fields.to) || from;
  const kind = text(fields.kind);
  const note = text(fields.note);

  if (!isIsoDate(from)) errors.from = "Choose the first day.";
  if (!isIsoDate(to)) errors.to = "Choose the last day, or leave it empty for a single day.";
  if (!errors.from && !errors.to) {
    if (to < from) errors.to = "The last day must be on or after the first day.";
    else if (to < context.today) errors.to = "These dates have passed. Choose today or a later day.";
    else if (daysBetween(parseIsoDate(from)!, parseIsoDate(to)!) + 1 > CLOSURE_LIMITS.days)
      errors.to = `At most ${CLOSURE_LIMITS.days} days at a time. For a longer change, change the weekly hours.`;
    else {
      const clash = context.others.find((o) => o.from <= to && from <= o.to);
      if (clash) {
        errors.from = `These dates overlap ${exceptionDates(clash)}${clash.note ? ` (${clash.note})` : ""}. Change or delete that one first.`;
      }
    }
  }

  let hours: DatedHours["hours"] = null;
  if (kind === "hours") {
    const checkedHours = checkOpenHours(text(fields.opens), text(fields.closes), { opens: "opens", closes: "closes" });
    if (checkedHours.ok) hours = checkedHours.hours;
    else Object.assign(errors, checkedHours.errors);
  } else if (kind !== "closed") {
    errors.kind = "Choose closed all day, or special hours.";
  }

  if (hasControl(note)) errors.note = "The note cannot contain control characters.";
  else if (charCount(note) > CLOSURE_LIMITS.note)
    errors.note = `The note can be at most ${CLOSURE_LIMITS.note} characters.`;

  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { from, to, hours, note } };
}

export function closureFormValues(exception?: DatedHours): ClosureFormValues {
  return {
    from: exception?.from ?? "",
    to: exception && exception.to !== exception.from ? exception.to : "",
    kind: exception?.hours ? "hours" : "closed",
    opens: exception?.hours?.opens ?? "10:00",
    closes: exception?.hours?.closes ?? "18:00",
    note: exception?.note ?? "",
  };
}
