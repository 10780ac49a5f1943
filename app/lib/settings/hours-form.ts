import { checked, type FormResult, isClock, text } from "./form-rules.ts";
import type { StoreHours } from "./site.ts";
import { MONTH_WEEKS, toMinutes, type MonthWeek, type OpenHours } from "../time/store-hours.ts";

/**
 * The weekly hours form: for each weekday, open or closed and its opening and closing
 * times; and the monthly closure ("the last Tuesday", or none). Field names carry the
 * weekday number (0 = Sunday): `open-1`, `opens-1`, `closes-1`, …
 */
export type HoursField = `open-${number}` | `opens-${number}` | `closes-${number}` | "monthlyWeek" | "monthlyWeekday";

/** The form lists Monday first. */
export const FORM_WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

export type HoursFormValues = {
  days: Array<{ weekday: number; open: boolean; opens: string; closes: string }>;
  monthlyWeek: MonthWeek | "none";
  monthlyWeekday: string;
};

export function hoursFormValues(hours: StoreHours): HoursFormValues {
  return {
    days: FORM_WEEK.map((weekday) => {
      const day = hours.week[weekday] ?? null;
      return { weekday, open: day !== null, opens: day?.opens ?? "10:00", closes: day?.closes ?? "21:00" };
    }),
    monthlyWeek: hours.monthlyClosure?.week ?? "none",
    monthlyWeekday: String(hours.monthlyClosure?.weekday ?? 2),
  };
}

/** Opening and closing as typed, or the reason they cannot be kept (keyed like the form's fields). */
export function checkOpenHours(
  opens: string,
  closes: string,
  names: { opens: string; closes: string },
): { ok: true; hours: OpenHours } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (!isClock(opens)) errors[names.opens] = "Enter the opening time, e.g. 10:00.";
  if (!isClock(closes)) errors[names.closes] = "Enter the closing time, e.g. 21:00.";
  else if (isClock(opens) && toMinutes(closes) <= toMinutes(opens))
    errors[names.closes] = "Closing must be after opening (on the same day).";
  else if (isClock(opens) && toMinutes(closes) - toMinutes(opens) < 30)
    errors[names.closes] = "Open for at least half an hour, or mark the day closed.";
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, hours: { opens, closes } };
}

export function validateHours(fields: Record<string, unknown>): FormResult<StoreHours, HoursField> {
  const errors: Record<string, string> = {};
  const week: (OpenHours | null)[] = Array.from({ length: 7 }, () => null);
  for (const weekday of FORM_WEEK) {
    if (!checked(fields[`open-${weekday}`])) continue;
    const result = checkOpenHours(text(fields[`opens-${weekday}`]), text(fields[`closes-${weekday}`]), {
      opens: `opens-${weekday}`,
      closes: `closes-${weekday}`,
    });
    if (result.ok) week[weekday] = result.hours;
    else Object.assign(errors, result.errors);
  }
  if (week.every((day) => day === null) && Object.keys(errors).length === 0) {
    errors["open-1"] = "The store must open on at least one day of the week.";
  }
  const monthlyWeek = text(fields.monthlyWeek);
  const monthlyWeekday = text(fields.monthlyWeekday);
  let monthlyClosure: StoreHours["monthlyClosure"] = null;
  if (monthlyWeek !== "none" && monthlyWeek !== "") {
    if (!(MONTH_WEEKS as readonly string[]).includes(monthlyWeek))
      errors.monthlyWeek = "Choose one of the listed weeks.";
    else if (!/^[0-6]$/.test(monthlyWeekday)) errors.monthlyWeekday = "Choose a day of the week.";
    else monthlyClosure = { week: monthlyWeek as MonthWeek, weekday: Number(monthlyWeekday) };
  } else if (monthlyWeek === "") {
    errors.monthlyWeek = "Choose a week, or “No monthly closure”.";
  }
  if (Object.keys(errors).length) return { ok: false, errors: errors as Partial<Record<HoursField, string>> };
  return { ok: true, value: { week, monthlyClosure } };
}
