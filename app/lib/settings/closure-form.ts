import * as z from "zod/mini";
import { line } from "../forms/fields.ts";
import { openHoursErrors } from "./hours-form.ts";
import { acrossFields, entry, isIsoDate } from "./form-rules.ts";
import { exceptionDates } from "../time/hours-words.ts";
import { type DatedHours, daysBetween, parseIsoDate } from "../time/store-hours.ts";
import { type Translations, type TranslationName, translationValues } from "../i18n/localized.ts";
import { translationShape, translationsOf } from "../i18n/translation-fields.ts";

/**
 * A dated exception as staff enter it: a day or a range of days (both included),
 * closed all day or open at special hours, with a short public note. It may not
 * overlap another (which one would win?), may not end in the past, and is at most
 * three months long (a longer break is a change of the weekly hours).
 */
export type ClosureField = "from" | "to" | "kind" | "opens" | "closes" | "note";
export type ClosureFormValues = Record<ClosureField | TranslationName<"note">, string>;

/** A closure as saved: its dates and hours, the note, and the note in Kannada and Hindi (issue 33). */
export type ClosureInput = DatedHours & { translations?: Translations<"note"> };

export const CLOSURE_LIMITS = { note: 80, days: 92 } as const;

export type ExistingException = DatedHours & { id: number };

type ClosureFields = Record<Exclude<ClosureField, "note">, string> & { note: string };

function closureErrors(fields: ClosureFields, context: { today: string; others: readonly ExistingException[] }) {
  const errors: Record<string, string> = {};
  const { from, kind } = fields;
  const to = fields.to || from;
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
  if (kind === "hours")
    Object.assign(errors, openHoursErrors(fields.opens, fields.closes, { opens: "opens", closes: "closes" }));
  else if (kind !== "closed") errors.kind = "Choose closed all day, or special hours.";
  return errors;
}

/** A closure as posted, checked against today and the other exceptions (the server's, as they are in its transaction). */
export const closureFormSchema = (context: { today: string; others: readonly ExistingException[] }) =>
  z.pipe(
    z
      .object({
        from: entry(),
        to: entry(),
        kind: entry(),
        opens: entry(),
        closes: entry(),
        note: line("The note", CLOSURE_LIMITS.note),
        ...translationShape({ note: { label: "The note", max: CLOSURE_LIMITS.note } }),
      })
      .check(acrossFields<ClosureFields>((fields) => closureErrors(fields, context))),
    z.transform((fields: ClosureFields & Record<TranslationName<"note">, string>): ClosureInput => {
      const translations = translationsOf(fields, ["note"]);
      return {
        from: fields.from,
        to: fields.to || fields.from,
        hours: fields.kind === "hours" ? { opens: fields.opens, closes: fields.closes } : null,
        note: fields.note,
        // Absent when none is given, as a closure was before issue 33.
        ...(Object.keys(translations).length > 0 ? { translations } : {}),
      };
    }),
  );

export function closureFormValues(exception?: DatedHours & { translations?: Translations<"note"> }): ClosureFormValues {
  return {
    from: exception?.from ?? "",
    to: exception && exception.to !== exception.from ? exception.to : "",
    kind: exception?.hours ? "hours" : "closed",
    opens: exception?.hours?.opens ?? "10:00",
    closes: exception?.hours?.closes ?? "18:00",
    note: exception?.note ?? "",
    ...translationValues(exception?.translations ?? {}, ["note"]),
  };
}
