import { zonedInstant } from "./business-hours.ts";
import { addDays, type CivilDate } from "./store-hours.ts";

/** A calendar date typed as YYYY-MM-DD (a date field, a URL), or undefined when it is not a real date. */
export function parseCivilDate(value: string | null | undefined): CivilDate | undefined {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return undefined;
  return { year, month, day };
}

export function civilDateText(date: CivilDate): string {
  return `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
}

/** Two calendar dates, both inclusive, as instants (ISO strings, the form times are stored in): [from, to). */
export function dayRangeInstants(
  range: { from?: string; to?: string },
  timeZone: string,
): { fromIso?: string; toIso?: string } {
  const from = parseCivilDate(range.from);
  const to = parseCivilDate(range.to);
  return {
    ...(from ? { fromIso: new Date(zonedInstant(from, 0, timeZone)).toISOString() } : {}),
    ...(to ? { toIso: new Date(zonedInstant(addDays(to, 1), 0, timeZone)).toISOString() } : {}),
  };
}
