import * as z from "zod/mini";
import { checkbox } from "../forms/fields.ts";
import { acrossFields, entry, isClock } from "./form-rules.ts";
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

/** Why opening and closing as typed cannot be kept (keyed like the form's fields); empty when they can. */
export function openHoursErrors(opens: string, closes: string, names: { opens: string; closes: string }) {
  const errors: Record<string, string> = {};
  if (!isClock(opens)) errors[names.opens] = "Enter the opening time, e.g. 10:00.";
  if (!isClock(closes)) errors[names.closes] = "Enter the closing time, e.g. 21:00.";
  else if (isClock(opens) && toMinutes(closes) <= toMinutes(opens))
    errors[names.closes] = "Closing must be after opening (on the same day).";
  else if (isClock(opens) && toMinutes(closes) - toMinutes(opens) < 30)
    errors[names.closes] = "Open for at least half an hour, or mark the day closed.";
  return errors;
}

const dayFields: Record<string, ReturnType<typeof checkbox> | ReturnType<typeof entry>> = Object.fromEntries(
  FORM_WEEK.flatMap((weekday) => [
    [`open-${weekday}`, checkbox()],
    [`opens-${weekday}`, entry()],
    [`closes-${weekday}`, entry()],
  ]),
);

/** The form as read: `open-1` a ticked box, `opens-1` and `closes-1` the times, the monthly closure's week and day. */
type HoursFields = Record<string, string | boolean>;

const openDays = (fields: HoursFields) => FORM_WEEK.filter((weekday) => fields[`open-${weekday}`] === true);
const time = (fields: HoursFields, name: string) => String(fields[name] ?? "");

function hoursErrors(fields: HoursFields): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const weekday of openDays(fields)) {
    Object.assign(
      errors,
      openHoursErrors(time(fields, `opens-${weekday}`), time(fields, `closes-${weekday}`), {
        opens: `opens-${weekday}`,
        closes: `closes-${weekday}`,
      }),
    );
  }
  if (openDays(fields).length === 0) errors["open-1"] = "The store must open on at least one day of the week.";
  const monthlyWeek = time(fields, "monthlyWeek");
  const monthlyWeekday = time(fields, "monthlyWeekday");
  if (monthlyWeek === "") errors.monthlyWeek = "Choose a week, or “No monthly closure”.";
  else if (monthlyWeek !== "none") {
    if (!(MONTH_WEEKS as readonly string[]).includes(monthlyWeek))
      errors.monthlyWeek = "Choose one of the listed weeks.";
    else if (!/^[0-6]$/.test(monthlyWeekday)) errors.monthlyWeekday = "Choose a day of the week.";
  }
  return errors;
}

/** The weekly hours form, read: the week (null for a closed day) and the monthly closure. */
export const hoursFormSchema = z.pipe(
  z
    .object({ ...dayFields, monthlyWeek: entry(), monthlyWeekday: entry() })
    .check(acrossFields<HoursFields>(hoursErrors)),
  z.transform((read): StoreHours => {
    const fields = read as HoursFields;
    const week: (OpenHours | null)[] = Array.from({ length: 7 }, () => null);
    for (const weekday of openDays(fields)) {
      week[weekday] = { opens: time(fields, `opens-${weekday}`), closes: time(fields, `closes-${weekday}`) };
    }
    const monthlyWeek = time(fields, "monthlyWeek");
    const monthlyClosure =
      monthlyWeek === "none"
        ? null
        : { week: monthlyWeek as MonthWeek, weekday: Number(time(fields, "monthlyWeekday")) };
    return { week, monthlyClosure };
  }),
);
